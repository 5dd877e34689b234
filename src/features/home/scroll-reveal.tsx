'use client';

import { useEffect } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';

// A block in a section skipped by `content-visibility` reports an empty box.
function startsBelowViewport(block: Element, box: DOMRectReadOnly): boolean {
  const top =
    box.height > 0 ? box.top : (block.closest('section') ?? block).getBoundingClientRect().top;
  return top >= window.innerHeight;
}

// Only blocks below the viewport hide; observer reports give positions, so hydration skips layout.
export function ScrollReveal() {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting, boundingClientRect } of entries) {
          const block = target as HTMLElement;
          const first = !seen.has(block);
          seen.add(block);
          if (isIntersecting) {
            if (!first) block.dataset.reveal = 'shown';
            observer.unobserve(block);
          } else if (first && startsBelowViewport(block, boundingClientRect)) {
            block.dataset.reveal = 'pending';
          }
        }
      },
      // Far above, so a block jumped past (End key, scrollbar) counts as reached.
      { rootMargin: '100000px 0px -8% 0px' },
    );
    for (const block of document.querySelectorAll('[data-reveal]')) observer.observe(block);
    return () => observer.disconnect();
  }, []);
  return null;
}
