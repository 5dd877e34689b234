'use client';

import type { MouseEvent, ReactNode } from 'react';
import type { HomeSectionId } from '@/config/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { scrollToSection } from '@/lib/scroll';

interface SectionLinkProps {
  section: HomeSectionId;
  className?: string;
  children: ReactNode;
  /** Runs before the default behaviour, e.g. to close the menu the link sits in. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Defers the in-page scroll until the caller is ready (for instance after a menu closes). */
  deferScroll?: (scroll: () => void) => void;
}

/**
 * A link to a section of the home page. On the home page it scrolls there smoothly, leaving room
 * for the header; anywhere else it navigates to the home page with the section as fragment.
 */
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
