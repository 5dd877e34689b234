'use client';

import { Pause } from 'lucide-react';
import { cx } from '@/lib/class-names';

export function PauseToggle({
  label,
  pressed,
  onToggle,
  className,
}: {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onToggle}
      className={cx(
        'inline-flex items-center justify-center rounded-full border border-border text-foreground transition-colors hover:bg-muted motion-reduce:hidden',
        'aria-pressed:bg-foreground aria-pressed:text-background',
        className,
      )}
    >
      <Pause aria-hidden="true" className="size-4" />
    </button>
  );
}
