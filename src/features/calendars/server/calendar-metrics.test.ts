import { describe, expect, it } from 'vitest';
import { siteMetrics } from '@/server/metrics/registry';
import { publishCalendarReads } from './calendar-metrics';

describe('the calendars in the metrics', () => {
  it("gives each reading calendar's last good read as an age, and a calendar never read as +Inf", async () => {
    publishCalendarReads([
      { name: 'Personal', reads: true, lastReadAt: new Date(Date.now() - 90_000) },
      { name: 'Studio', reads: true, lastReadAt: null },
      { name: 'Bookings only', reads: false, lastReadAt: new Date() },
    ]);
    const text = await siteMetrics().registry.getSingleMetricAsString(
      'marlowe_calendar_last_read_age_seconds',
    );
    const personal = Number(/calendar="Personal"\} (\S+)/.exec(text)?.[1]);
    expect(personal).toBeGreaterThanOrEqual(90);
    expect(personal).toBeLessThan(100);
    expect(text).toContain('calendar="Studio"} +Inf');
    expect(text).not.toContain('Bookings only');

    publishCalendarReads([]);
    expect(
      await siteMetrics().registry.getSingleMetricAsString(
        'marlowe_calendar_last_read_age_seconds',
      ),
    ).not.toContain('Personal');
  });
});
