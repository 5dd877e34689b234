'use client';

import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import type { HomeSectionId } from '@/config/navigation';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { Link, usePathname } from '@/i18n/navigation';
import { openBookingDialog } from '@/features/booking/open-booking-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SectionLink } from './section-link';
import type { MenuLink } from './services-menu';

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
  description: string;
  servicesHeading: string;
  bookSession: string;
}

export type MobileMenuEntry =
  | { kind: 'page'; href: string; label: string }
  | { kind: 'section'; section: HomeSectionId; label: string };

interface MobileMenuProps {
  labels: MobileMenuLabels;
  entries: MobileMenuEntry[];
  services: MenuLink[];
  className?: string;
}

const itemClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground';

/** The phone menu: a panel from the right holding every header entry; any choice closes it. */
export function MobileMenu({ labels, entries, services, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Scrolling must wait until the panel has closed and released the page's scroll lock.
  const afterClose = useRef<(() => void) | null>(null);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" aria-label={labels.open} className={className}>
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="right"
        closeLabel={labels.close}
        className="w-[300px] overflow-y-auto sm:w-[400px] sm:max-w-[400px]"
        onCloseAutoFocus={(event) => {
          const pending = afterClose.current;
          if (!pending) return;
          afterClose.current = null;
          event.preventDefault();
          window.setTimeout(pending, 0);
        }}
      >
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
          <SheetDescription className="sr-only">{labels.description}</SheetDescription>
        </SheetHeader>
        <nav aria-label={labels.title} className="flex flex-col gap-6 px-4 pb-8">
          <ul className="flex flex-col gap-1">
            {entries.map((entry) => (
              <li key={entry.kind === 'page' ? entry.href : entry.section}>
                {entry.kind === 'page' ? (
                  <Link
                    href={entry.href}
                    aria-current={pathname === entry.href ? 'page' : undefined}
                    className={itemClass}
                    onClick={close}
                  >
                    {entry.label}
                  </Link>
                ) : (
                  <SectionLink
                    section={entry.section}
                    className={itemClass}
                    onNavigate={close}
                    deferScroll={(scroll) => {
                      afterClose.current = scroll;
                    }}
                  >
                    {entry.label}
                  </SectionLink>
                )}
              </li>
            ))}
          </ul>
          <div>
            <h2 className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {labels.servicesHeading}
            </h2>
            <ul className="flex flex-col gap-1">
              {services.map((service) => (
                <li key={service.href}>
                  <Link
                    href={service.href}
                    aria-current={pathname === service.href ? 'page' : undefined}
                    className={cn(itemClass, 'text-sm')}
                    onClick={close}
                  >
                    {service.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <Button
            size="lg"
            className="w-full"
            aria-haspopup="dialog"
            onClick={() => {
              afterClose.current = openBookingDialog;
              close();
            }}
          >
            {labels.bookSession}
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
