import {
  CalendarClock,
  CalendarDays,
  CalendarOff,
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

type NavKey = keyof (typeof en)['Studio']['shell']['nav'];

// The desk's navigation, in order: a new screen is one line here and one label in studio.json.
export const deskNav: readonly { key: NavKey; href: string; icon: LucideIcon }[] = [
  { key: 'today', href: deskPath.today, icon: CalendarDays },
  { key: 'bookings', href: deskPath.bookings, icon: CalendarClock },
  { key: 'leads', href: deskPath.leads, icon: Inbox },
  { key: 'subscribers', href: deskPath.subscribers, icon: Mail },
  { key: 'articles', href: deskPath.articles, icon: PenLine },
  { key: 'newsletter', href: deskPath.newsletter, icon: Newspaper },
  { key: 'analytics', href: deskPath.analytics, icon: ChartColumn },
  { key: 'daysOff', href: deskPath.daysOff, icon: CalendarOff },
  { key: 'erase', href: deskPath.erase, icon: Eraser },
  { key: 'settings', href: deskPath.settings, icon: Settings },
  { key: 'security', href: deskPath.security, icon: ShieldCheck },
];
