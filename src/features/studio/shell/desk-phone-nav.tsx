'use client';

import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { usePathname } from '@/i18n/navigation';
import { fill } from '@/lib/fill-placeholders';
import { deskNav, isCurrentNavItem, type DeskNavKey } from './desk-nav';
import { DeskNavLink } from './desk-nav-link';
import { SignOutButton, type SignOutTexts } from './sign-out-button';

export interface DeskPhoneNavTexts {
  navLabel: string;
  labels: Record<DeskNavKey, string>;
  more: string;
  /** `{name}`: the screen open now, when it is one of More's. */
  currentIn: string;
  close: string;
  signOut: SignOutTexts;
}

const tabClass =
  'flex min-h-14 flex-col items-center justify-center gap-1 rounded-lg px-0.5 text-center text-[0.6875rem] leading-tight font-medium break-words text-muted-foreground hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground data-[active=true]:bg-accent data-[active=true]:text-accent-foreground';
const sheetItemClass =
  'flex min-h-12 items-center gap-3 rounded-lg border border-border px-3 text-sm font-medium break-words hover:bg-muted aria-[current=page]:border-transparent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground';

// One thumb: the daily screens at the foot of the screen, the rest one tap away under More.
export function DeskPhoneNav({ texts }: { texts: DeskPhoneNavTexts }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const more = deskNav.filter((item) => !item.daily);
  const currentMore = more.find((item) => isCurrentNavItem(item.href, pathname));

  return (
    <nav
      aria-label={texts.navLabel}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5 gap-1 px-1 py-1">
        {deskNav
          .filter((item) => item.daily)
          .map(({ key, href, icon: NavIcon }) => (
            <li key={key} className="min-w-0">
              <DeskNavLink href={href} className={tabClass}>
                <NavIcon aria-hidden="true" className="size-5 shrink-0" />
                {texts.labels[key]}
              </DeskNavLink>
            </li>
          ))}
        <li className="min-w-0">
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <button
                type="button"
                data-active={Boolean(currentMore)}
                className={`${tabClass} w-full`}
              >
                <Ellipsis aria-hidden="true" className="size-5 shrink-0" />
                {texts.more}
                {currentMore && (
                  <span className="sr-only">
                    {fill(texts.currentIn, { name: texts.labels[currentMore.key] })}
                  </span>
                )}
              </button>
            </SheetTrigger>
            <SheetContent
              side="bottom"
              closeLabel={texts.close}
              aria-describedby={undefined}
              className="rounded-t-2xl pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
            >
              <SheetHeader className="pb-0">
                <SheetTitle>{texts.more}</SheetTitle>
              </SheetHeader>
              <nav aria-label={texts.more} className="grid gap-4 px-4">
                <ul className="grid grid-cols-2 gap-2">
                  {more.map(({ key, href, icon: NavIcon }) => (
                    <li key={key} className="min-w-0">
                      <DeskNavLink
                        href={href}
                        className={sheetItemClass}
                        onClick={() => setOpen(false)}
                      >
                        <NavIcon aria-hidden="true" className="size-5 shrink-0" />
                        <span className="min-w-0">{texts.labels[key]}</span>
                      </DeskNavLink>
                    </li>
                  ))}
                </ul>
                <SignOutButton texts={texts.signOut} wide />
              </nav>
            </SheetContent>
          </Sheet>
        </li>
      </ul>
    </nav>
  );
}
