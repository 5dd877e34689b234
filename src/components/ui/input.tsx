import type * as React from 'react';

import { cn } from '@/lib/utils';
import { inputBaseClassName } from './input-styles';

/**
 * Border uses muted-foreground at 70% (>= 3.4:1 against card and background in both themes,
 * WCAG 1.4.11); the `--input` token measures ~1.6:1.
 */
function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn('h-11', inputBaseClassName, className)}
      {...props}
    />
  );
}

export { Input };
