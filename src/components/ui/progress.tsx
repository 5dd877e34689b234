'use client';

import type * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cx } from '@/lib/class-names';

/**
 * Give it an accessible name: `aria-label` or `aria-labelledby` (localised by the caller).
 * `indicatorClassName` replaces the bar's colour; `className` must not restyle the track's own
 * classes (they are joined, not merged, to keep tailwind-merge off the page).
 */
function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cx('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cx(
          'h-full w-full flex-1 motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out',
          indicatorClassName ?? 'bg-signature',
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
