'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { isCurrentNavItem } from './desk-nav';

export function DeskNavLink({
  href,
  className = 'nav-item gap-2',
  onClick,
  children,
}: {
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const current = isCurrentNavItem(href, usePathname());
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
