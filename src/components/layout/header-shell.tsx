'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/navigation';

/**
 * The sticky header bar; it turns translucent with a shadow once the page scrolls past 10 px.
 * It stays invisible while it is the last element parsed: a busy phone may paint before the
 * parser reaches the end of the bar, and controls painted then would slide aside as the next
 * ones arrive (layout shift). Once anything follows it, the bar is complete.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header data-scrolled={scrolled} className="site-header">
      {children}
    </header>
  );
}
