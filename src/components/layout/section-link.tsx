'use client';

import type { MouseEvent, ReactNode } from 'react';
import type { HomeSectionId } from '@/config/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { scrollToSection } from '@/lib/scroll';

interface SectionLinkProps {
  section: HomeSectionId;
  className?: string;
  children: ReactNode;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  deferScroll?: (scroll: () => void) => void;
}

export function SectionLink({
  section,
  className,
  children,
  onNavigate,
  deferScroll,
}: SectionLinkProps) {
  const pathname = usePathname();
  const onHome = pathname === '/';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.(event);
    if (!onHome || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (!document.getElementById(section)) return;
    event.preventDefault();
    const scroll = () => scrollToSection(section);
    if (deferScroll) deferScroll(scroll);
    else scroll();
  };

  return (
    <Link href={{ pathname: '/', hash: section }} className={className} onClick={handleClick}>
      {children}
    </Link>
  );
}
