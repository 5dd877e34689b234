import type * as React from 'react';

import { cn } from '@/lib/utils';
import { inputBaseClassName } from './input-styles';

// muted-foreground at 70 % reaches 3.4:1 (WCAG 1.4.11); the --input token measures ~1.6:1.
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
