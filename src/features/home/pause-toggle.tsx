'use client';

import { Pause } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The button that stops (pressed) and restarts a piece of motion; hidden when nothing moves. */
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
      className={cn(
        'inline-flex items-center justify-center rounded-full border border-border bg-background text-foreground transition-colors hover:bg-muted motion-reduce:hidden',
        'aria-pressed:bg-foreground aria-pressed:text-background',
        className,
      )}
    >
      <Pause aria-hidden="true" className="size-4" />
    </button>
  );
}
