'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/lib/class-names';

export const navItemClass = 'nav-item';

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
