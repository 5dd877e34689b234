'use client';

import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';

type LoopList = ReactElement<{ 'aria-hidden'?: boolean; inert?: boolean }>;

// Clones for the eye only: hidden from assistive tech, kept out of SSR, none under reduced motion.
export function LoopCopies({ copies, children }: { copies: number; children: LoopList }) {
  const [cloned, setCloned] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setCloned(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setCloned(true), 200);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      {children}
      {cloned
        ? Array.from({ length: copies - 1 }, (_, index) =>
            cloneElement(children, { key: `copy-${index}`, 'aria-hidden': true, inert: true }),
          )
        : null}
    </>
  );
}
