import 'server-only';
import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import { deskText } from '@/server/desk/messages';
import type { ConnectedCalendar } from '@/server/db/schema';
import type { ReadProblem } from '../server/calendar-readers';
import { readProblemText } from './calendar-routes';

/** How a calendar's last read went, in words; a failing one names its last good read. */
export function calendarStatus(
  calendar: Pick<
    ConnectedCalendar,
    'lastError' | 'lastErrorStatus' | 'lastReadAt' | 'lastAttemptAt'
  >,
  { locale, busyAhead, now }: { locale: Locale; busyAhead: number; now: Date },
): { failing: boolean; text: string } {
  const when = (date: Date) => formatSlot(date, locale, studioTimeZone);
  const lastGood = calendar.lastReadAt
    ? deskText(locale, 'calendars.lastGood', { when: when(calendar.lastReadAt) })
    : deskText(locale, 'calendars.neverRead');
  if (!calendar.lastError) {
    return {
      failing: false,
      text: calendar.lastReadAt
        ? deskText(locale, 'calendars.readAt', {
            when: when(calendar.lastReadAt),
            count: busyAhead,
          })
        : lastGood,
    };
  }
  const error = readProblemText(locale, {
    problem: calendar.lastError as ReadProblem,
    status: calendar.lastErrorStatus ?? undefined,
  });
  return {
    failing: true,
    text: `${deskText(locale, 'calendars.failing', { when: when(calendar.lastAttemptAt ?? now), error })} ${lastGood}`,
  };
}
