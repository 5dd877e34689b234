'use client';

import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';
import { initialTypewriterState, nextTypewriterStep, visibleText } from './typewriter-steps';

// Hidden from assistive tech, as the h1 holds the first title; one grid cell for all keeps height.
export function Typewriter({ titles }: { titles: readonly string[] }) {
  const textRef = useRef<HTMLSpanElement>(null);
  const stateRef = useRef(initialTypewriterState(titles));
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held || prefersReducedMotion()) return;
    // Text node written directly: twenty React renders a second outcost the page's other motion.
    let timer = 0;
    const tick = () => {
      const next = nextTypewriterStep(titles, stateRef.current);
      timer = window.setTimeout(() => {
        stateRef.current = next.state;
        if (textRef.current) textRef.current.textContent = visibleText(titles, next.state);
        tick();
      }, next.delay);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [titles, held]);

  return (
    <span
      aria-hidden="true"
      data-typewriter=""
      className="grid min-h-[3lh]"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      {titles.map((title) => (
        <span
          key={title}
          data-text={title}
          className="invisible col-start-1 row-start-1 before:pr-[0.2em] before:content-[attr(data-text)]"
        />
      ))}
      {/* Sized by the grid cell, so typing re-lays out this box only. */}
      <span data-typewriter-text="" className="col-start-1 row-start-1 [contain:strict]">
        {/* The caret is this span's background, so its moves never count as layout shift. */}
        <span
          ref={textRef}
          className="bg-[linear-gradient(#6d28d9,#4338ca,#be185d)] [box-decoration-break:slice] bg-size-[3px_0.9em] bg-right bg-no-repeat pr-[0.2em]"
        >
          {titles[0]}
        </span>
      </span>
    </span>
  );
}
