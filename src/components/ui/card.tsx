import type * as React from 'react';
import { Slot } from 'radix-ui';

// Joined, not merged: callers add to a part's classes and never restyle what it sets.
import { cx } from '@/lib/class-names';

function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card" className={cx('card', className)} {...props} />;
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cx('flex flex-col gap-1.5 px-6', className)}
      {...props}
    />
  );
}

// Pass a heading element with `asChild` to keep the document outline correct.
function CardTitle({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="card-title"
      className={cx('font-display text-xl leading-snug font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cx('text-sm leading-relaxed text-muted-foreground', className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cx('px-6', className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cx('flex items-center gap-3 px-6', className)}
      {...props}
    />
  );
}

export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter };
