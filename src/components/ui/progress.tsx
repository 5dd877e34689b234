import type * as React from 'react';

import { cx } from '@/lib/class-names';

/**
 * A determinate progress bar. Give it an accessible name: `aria-label` or `aria-labelledby`
 * (localised by the caller). `indicatorClassName` replaces the bar's colour; `className` must not
 * restyle the track's own classes (they are joined, not merged, to keep tailwind-merge off the
 * page). Plain markup rather than a Radix primitive, which added 1.3 KB of script (brotli) to
 * the page for the same ARIA attributes.
 */
function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & {
  value: number;
  max?: number;
  indicatorClassName?: string;
}) {
  const percent = Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${Math.round(percent)}%`}
      data-slot="progress"
      className={cx('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cx(
          'h-full w-full flex-1 motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out',
          indicatorClassName ?? 'bg-signature',
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

export { Progress };
