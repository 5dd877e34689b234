'use client';

import { Search } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { pagePath, type HomeSectionId } from '@/config/navigation';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Link, usePathname } from '@/i18n/navigation';
import { openBookingDialog } from '@/lib/open-booking-dialog';
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
  search: string;
}

export type MobileMenuEntry =
  | { kind: 'page'; href: string; label: string }
  | { kind: 'section'; section: HomeSectionId; label: string };

export interface MobileMenuPanelProps {
  labels: MobileMenuLabels;
  entries: MobileMenuEntry[];
  services: MenuLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const itemClass = 'mobile-menu-item';

export function MobileMenuPanel({
  labels,
  entries,
  services,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuPanelProps) {
  const pathname = usePathname();
  // Scrolling or opening the dialog waits until the panel releases its scroll lock and focus trap.
  const afterClose = useRef<(() => void) | null>(null);
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={labels.close}
        className="w-[300px] overflow-y-auto sm:w-[400px]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const pending = afterClose.current;
          afterClose.current = null;
          if (pending) window.setTimeout(pending, 0);
          else returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
          <SheetDescription className="sr-only">{labels.description}</SheetDescription>
        </SheetHeader>
        <nav aria-label={labels.title} className="flex flex-col gap-6 px-4 pb-8">
          <ul className="flex flex-col gap-1">
            <li>
              <Link
                href={pagePath.search}
                aria-current={pathname === pagePath.search ? 'page' : undefined}
                className={cn(itemClass, 'gap-3')}
                onClick={close}
              >
                <Search aria-hidden="true" className="size-5" />
                {labels.search}
              </Link>
            </li>
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
