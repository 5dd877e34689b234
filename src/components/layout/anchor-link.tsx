'use client';

import type { ComponentProps } from 'react';
import { scrollToSection } from '@/lib/scroll';

/** An in-page link that glides to its target below the sticky header (and jumps without JS). */
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
