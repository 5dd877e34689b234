'use client';

import type { ReactNode } from 'react';
import { deskPath } from '@/config/desk';
import { Link, usePathname } from '@/i18n/navigation';

// A section stays marked on its detail pages (`/studio/bookings/…`).
export function DeskNavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href || (href !== deskPath.today && pathname.startsWith(`${href}/`));
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className="nav-item gap-2">
      {children}
    </Link>
  );
}
