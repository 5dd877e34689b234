'use client';

import { useLayoutEffect, useRef } from 'react';
import type * as React from 'react';

import { cx } from '@/lib/class-names';

// Not Radix, which adds 1.3 KB of script for the same ARIA; classes joined to skip tailwind-merge.
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
  const indicator = useRef<HTMLDivElement>(null);
  const offset = `translateX(-${100 - percent}%)`;
  // Set through the CSSOM, which the policy does not govern, unlike style attributes.
  useLayoutEffect(() => {
    if (indicator.current) indicator.current.style.transform = offset;
  }, [offset]);
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
        ref={indicator}
        data-slot="progress-indicator"
        className={cx(
          'h-full w-full flex-1 [transform:translateX(-100%)] motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out',
          indicatorClassName ?? 'bg-signature',
        )}
      />
    </div>
  );
}

export { Progress };
