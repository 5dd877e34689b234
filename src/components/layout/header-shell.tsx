'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/navigation';

// Hidden while last parsed: a busy phone may paint a half-parsed bar whose controls then shift.
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
