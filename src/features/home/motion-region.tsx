'use client';

import type { ComponentProps } from 'react';
import { cx } from '@/lib/class-names';
import { PauseToggle } from './pause-toggle';
import { useMotionGate } from './use-motion-gate';

interface MotionRegionProps extends ComponentProps<'div'> {
  pauseLabel: string;
  pauseButtonClassName?: string;
}

// Animated children opt in to `data-playing` with `regionPlayState`.
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
