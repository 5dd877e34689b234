'use client';

import { Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { cx } from '@/lib/class-names';

interface ThemeToggleProps {
  toDarkLabel: string;
  toLightLabel: string;
  className?: string;
}

const subscribeNever = () => () => {};

// Otherwise every colour transition on the page plays at once.
function switchWithoutTransitions(switchTheme: () => void) {
  const root = document.documentElement;
  root.dataset.switchingTheme = '';
  switchTheme();
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.switchingTheme));
}

export function ThemeToggle({ toDarkLabel, toLightLabel, className }: ThemeToggleProps) {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored theme is only known in the browser; render the default until hydrated.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const isDark = hydrated && resolvedTheme === 'dark';
  const label = isDark ? toLightLabel : toDarkLabel;

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => switchWithoutTransitions(() => setTheme(isDark ? 'light' : 'dark'))}
      className={cx('header-control', className)}
    >
      <Sun aria-hidden="true" className="hidden size-4 dark:block" />
      <Moon aria-hidden="true" className="size-4 dark:hidden" />
    </button>
  );
}
