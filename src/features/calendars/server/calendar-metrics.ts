import 'server-only';
import type { ConnectedCalendar } from '@/server/db/schema';
import { siteMetrics } from '@/server/metrics/registry';

type CalendarRead = Pick<ConnectedCalendar, 'name' | 'reads' | 'lastReadAt'>;

// Kept from the last refresh tick, so that a scrape asks nothing of the database.
export function publishCalendarReads(calendars: readonly CalendarRead[]): void {
  const metrics = siteMetrics();
  const reading = calendars.filter((calendar) => calendar.reads);
  metrics.samplers.calendars = async () => {
    metrics.calendarReadAge.reset();
    for (const { name, lastReadAt } of reading) {
      const age = lastReadAt ? (Date.now() - lastReadAt.getTime()) / 1000 : Infinity;
      metrics.calendarReadAge.set({ calendar: name }, age);
    }
  };
}
