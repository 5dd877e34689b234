'use client';

import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/lib/class-names';
import { navItemClass } from './nav-link';

export interface MenuLink {
  href: string;
  label: string;
}

// A disclosure, not an ARIA menu: the pattern for site navigation.
export function ServicesMenu({ label, services }: { label: string; services: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const onServicePage = services.some((service) => service.href === pathname);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-active={onServicePage}
        onClick={() => setOpen((value) => !value)}
        className={cx(navItemClass, 'group gap-1')}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1.5 w-64 rounded-xl border border-border bg-popover p-1.5 text-popover-foreground shadow-lifted"
      >
        {services.map((service) => (
          <li key={service.href}>
            <Link
              href={service.href}
              aria-current={service.href === pathname ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className="menu-item"
            >
              {service.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
