'use client';

import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';

type LoopList = ReactElement<{ 'aria-hidden'?: boolean; inert?: boolean }>;

/**
 * Renders one server-rendered list and, once the browser is idle, `copies - 1` clones of it
 * after it, so a scrolling track can loop without a seam. The clones are only there for the
 * eye: hidden from assistive technology, unreachable by keyboard, and kept out of the server
 * HTML and of hydration. Nothing moves under reduced motion, so no clones are made then.
 */
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
