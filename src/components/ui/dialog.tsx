'use client';

import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]',
        'motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0',
        className,
      )}
      {...props}
    />
  );
}

const closeButtonClassName = cn(
  'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground',
  'hover:bg-accent hover:text-accent-foreground motion-safe:transition-colors',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
  'disabled:pointer-events-none [&_svg]:size-4',
);

type CloseButtonProps =
  { showCloseButton?: true; closeLabel: string } | { showCloseButton: false; closeLabel?: never };

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & CloseButtonProps;

function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-2xl border border-border bg-popover p-6 text-popover-foreground shadow-lifted sm:p-8',
          'scale-100 opacity-100 starting:scale-95 starting:opacity-0',
          'motion-safe:transition-[opacity,scale] motion-safe:duration-200 motion-safe:ease-out',
          'focus-visible:outline-hidden',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close data-slot="dialog-close" className={closeButtonClassName}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 pr-8 text-left', className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-display text-2xl leading-tight font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm leading-relaxed text-muted-foreground', className)}
      {...props}
    />
  );
}

type DialogFrameProps = Pick<React.ComponentProps<typeof Dialog>, 'open' | 'onOpenChange'> &
  CloseButtonProps & {
    /** Opens the dialog; without it, the dialog's owner holds it open. */
    trigger?: React.ReactNode;
    title: React.ReactNode;
    description: React.ReactNode;
    className?: string;
    children: React.ReactNode;
  };

function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
  ...close
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} {...close}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export {
  Dialog,
  DialogFrame,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  closeButtonClassName as dialogCloseButtonClassName,
};
