'use client';

import type { ComponentProps } from 'react';
import { scrollToSection } from '@/lib/scroll';

export function AnchorLink({
  target,
  onClick,
  ...props
}: ComponentProps<'a'> & { target: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && scrollToSection(target)) event.preventDefault();
      }}
      {...props}
    />
  );
}
