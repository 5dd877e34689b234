'use client';

import type { ComponentProps } from 'react';
import { cx } from '@/lib/class-names';
import { PauseToggle } from './pause-toggle';
import { useMotionGate } from './use-motion-gate';

interface MotionRegionProps extends ComponentProps<'div'> {
  /** Name of the button that stops and restarts the motion. */
  pauseLabel: string;
  pauseButtonClassName?: string;
}

/**
 * Wraps decorative CSS motion (marquee, gallery, star field) and reports in `data-playing`
 * whether it may run (see `useMotionGate`). Animated children opt in with `regionPlayState`.
 */
export function MotionRegion({
  pauseLabel,
  pauseButtonClassName,
  className,
  children,
  ...props
}: MotionRegionProps) {
  const { ref, running, stopped, toggleStopped, regionProps } = useMotionGate<HTMLDivElement>();
  return (
    <div
      ref={ref}
      {...props}
      {...regionProps}
      data-playing={running}
      className={cx('group/motion relative', className)}
    >
      {children}
      <PauseToggle
        label={pauseLabel}
        pressed={stopped}
        onToggle={toggleStopped}
        className={cx('absolute z-10 size-9 bg-background/90 shadow-soft', pauseButtonClassName)}
      />
    </div>
  );
}
