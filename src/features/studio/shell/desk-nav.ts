import {
  CalendarClock,
  CalendarDays,
  CalendarOff,
  CalendarRange,
  CalendarSync,
  ChartColumn,
  Eraser,
  Inbox,
  Mail,
  Newspaper,
  PenLine,
  Settings,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { deskPath } from '@/config/desk';
import type en from '@messages/en/studio.json';

export type DeskNavKey = keyof (typeof en)['Studio']['shell']['nav'];

export interface DeskNavItem {
  key: DeskNavKey;
  href: string;
  icon: LucideIcon;
  /** On a phone, in the bar at the foot of the screen; the others are one tap away, under More. */
  daily?: true;
}

// The desk's navigation, in order: a new screen is one line here and one label in studio.json.
export const deskNav: readonly DeskNavItem[] = [
  { key: 'today', href: deskPath.today, icon: CalendarDays, daily: true },
  { key: 'week', href: deskPath.week, icon: CalendarRange, daily: true },
  { key: 'bookings', href: deskPath.bookings, icon: CalendarClock, daily: true },
  { key: 'leads', href: deskPath.leads, icon: Inbox, daily: true },
  { key: 'subscribers', href: deskPath.subscribers, icon: Mail },
  { key: 'articles', href: deskPath.articles, icon: PenLine },
  { key: 'newsletter', href: deskPath.newsletter, icon: Newspaper },
  { key: 'analytics', href: deskPath.analytics, icon: ChartColumn },
  { key: 'daysOff', href: deskPath.daysOff, icon: CalendarOff },
  { key: 'calendars', href: deskPath.calendars, icon: CalendarSync },
  { key: 'erase', href: deskPath.erase, icon: Eraser },
  { key: 'settings', href: deskPath.settings, icon: Settings },
  { key: 'security', href: deskPath.security, icon: ShieldCheck },
];

// Signed in, the frame is wider by the side menu, so the screens keep their width beside it.
export const deskFrameWidth = (signedIn: boolean) =>
  signedIn ? 'max-w-[calc(var(--container-content)+16rem)]' : 'max-w-content';

/** Each screen's name in the desk's language, from the `Studio.shell` messages. */
export function deskNavLabels(t: (key: `nav.${DeskNavKey}`) => string): Record<DeskNavKey, string> {
  return Object.fromEntries(deskNav.map(({ key }) => [key, t(`nav.${key}`)])) as Record<
    DeskNavKey,
    string
  >;
}

// A section stays marked on its detail pages (`/studio/bookings/…`).
export function isCurrentNavItem(href: string, pathname: string): boolean {
  return pathname === href || (href !== deskPath.today && pathname.startsWith(`${href}/`));
}
