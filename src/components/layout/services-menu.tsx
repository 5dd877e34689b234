'use client';

import { ChevronDown } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { navItemClass } from './nav-link';

export interface MenuLink {
  href: string;
  label: string;
}

/** The desktop Services dropdown: the eight service pages, the current one marked. */
export function ServicesMenu({ label, services }: { label: string; services: MenuLink[] }) {
  const pathname = usePathname();
  const onServicePage = services.some((service) => service.href === pathname);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger data-active={onServicePage} className={cn(navItemClass, 'group gap-1')}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" portalled={false} className="w-64">
        {services.map((service) => (
          <DropdownMenuItem key={service.href} asChild>
            <Link
              href={service.href}
              aria-current={service.href === pathname ? 'page' : undefined}
              className="aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              {service.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
