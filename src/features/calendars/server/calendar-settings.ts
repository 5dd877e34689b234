import 'server-only';
import { site, studioTimeZone } from '@/config/site';
import { env } from '@/server/env';
import { readLimits } from './calendar-readers';

export const calendarWindow = {
  pastDays: 1,
  // Past the longest booking window the rules allow (52 weeks).
  aheadDays: 7 * 53,
} as const;

export interface CalendarSettings {
  secret: string | undefined;
  limits: ReturnType<typeof readLimits>;
  timeZone: string;
  ownerAddresses: string[];
  refreshMs: number;
}

export function calendarSettings(): CalendarSettings {
  return {
    secret: env.STUDIO_SECRET,
    limits: readLimits(env.CALENDAR_ALLOW_PRIVATE_ADDRESSES),
    timeZone: studioTimeZone,
    ownerAddresses: [site.email, env.STUDIO_NOTIFY_EMAIL],
    refreshMs: env.CALENDAR_REFRESH_SECONDS * 1000,
  };
}
