'use client';

import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cx } from '@/lib/class-names';
import { currentTheme, setTheme, subscribeToTheme } from './theme-store';

interface ThemeToggleProps {
  toDarkLabel: string;
  toLightLabel: string;
  className?: string;
}

/** Switches without every colour transition on the page playing at once. */
function switchWithoutTransitions(switchTheme: () => void) {
  const root = document.documentElement;
  root.dataset.switchingTheme = '';
  switchTheme();
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.switchingTheme));
}

/** Switches between the light (default) and dark themes; the choice is stored under `theme`. */
export function ThemeToggle({ toDarkLabel, toLightLabel, className }: ThemeToggleProps) {
  // The stored theme is only known in the browser; the server renders the default.
  const isDark = useSyncExternalStore(
    subscribeToTheme,
    () => currentTheme() === 'dark',
    () => false,
  );
  const label = isDark ? toLightLabel : toDarkLabel;

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => switchWithoutTransitions(() => setTheme(isDark ? 'light' : 'dark'))}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-full border border-border transition-colors hover:bg-muted',
        className,
      )}
    >
      <Sun aria-hidden="true" className="hidden size-4 dark:block" />
      <Moon aria-hidden="true" className="size-4 dark:hidden" />
    </button>
  );
}
