'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/lib/class-names';

/** Defined in globals.css. */
export const navItemClass = 'nav-item';

export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}

/** A link to a page that marks itself as the current page when the visitor is on it. */
export function NavLink({
  href,
  className,
  ...props
}: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  const current = pathname === href;
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cx(navItemClass, className)}
      {...props}
    />
  );
}
