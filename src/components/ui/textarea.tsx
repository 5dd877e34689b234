import type * as React from 'react';

import { cn } from '@/lib/utils';

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex field-sizing-content min-h-28 w-full rounded-lg border border-muted-foreground/70 bg-card px-4 py-3 text-base leading-relaxed text-foreground md:text-sm',
        'selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground',
        'motion-safe:transition-[color,border-color,box-shadow]',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
