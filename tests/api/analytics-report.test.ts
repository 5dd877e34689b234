import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsReport } from '@/features/analytics/server/report-queries';
import { daysToRollUp, rollUpDueDays } from '@/features/analytics/server/rollups-repository';
import { analyticsGoals, analyticsViews, type AnalyticsGoal } from '@/server/db/schema';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

// Noon in New York on Saturday 21 November 2026: the 7-day report covers 15-21 November, and the
// period before it 8-14 November. New York is UTC-5 then.
const now = new Date('2026-11-21T17:00:00Z');
const newYork = (day: string, time: string) => new Date(`2026-11-${day}T${time}:00-05:00`);

interface ViewFixture {
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  device?: string;
}

function view(visitor: number, day: string, time: string, path: string, extra: ViewFixture = {}) {
  return {
    day: `2026-11-${day}`,
    at: newYork(day, time),
    visitor,
    path,
    locale: path.startsWith('/es') ? 'es' : 'en',
    device: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    ...extra,
  };
}

function goal(visitor: number, day: string, time: string, name: AnalyticsGoal, path: string) {
  return { day: `2026-11-${day}`, at: newYork(day, time), visitor, goal: name, path };
}

// Worked out by hand below; each visitor number is a different person.
const views = [
  // 20 November. Visitor 1 comes from Google, reads two pages, and is back 50 minutes later from
  // the newsletter (a second visit), opens the booking dialog and books in it.
  view(1, '20', '10:00', '/', { referrerHost: 'google.com' }),
  view(1, '20', '10:10', '/about'),
  view(1, '20', '11:00', '/blog', {
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'nov',
  }),
  // Visitor 2 reads the Spanish home page on a phone.
  view(2, '20', '14:00', '/es', { device: 'mobile' }),
  // 21 November (today). Visitor 11 (visitor 1 again, under a new day's salt) from Google; visitor 4
  // from a LinkedIn campaign, two pages 30 minutes apart (one visit), then the readiness form.
  view(11, '21', '09:00', '/', { referrerHost: 'google.com' }),
  view(4, '21', '10:00', '/about', { utmSource: 'linkedin', referrerHost: 'linkedin.com' }),
  view(4, '21', '10:30', '/contact'),
  // 15 November, the first day of the range.
  view(5, '15', '16:00', '/team'),
  // The period before: 14 November, one visit of two pages from Google that books.
  view(6, '14', '09:00', '/', { referrerHost: 'google.com' }),
  view(6, '14', '09:05', '/about'),
  view(7, '08', '12:00', '/'),
  // Outside both periods.
  view(8, '07', '12:00', '/'),
];

const goals = [
  goal(1, '20', '11:05', 'booking-dialog-opened', '/blog'),
  goal(1, '20', '11:10', 'booking-made', '/blog'),
  goal(2, '20', '14:05', 'pdf-downloaded', '/es'),
  // A dialog opened with no page view before it that day: no source, and outside the funnel.
  goal(3, '20', '09:00', 'booking-dialog-opened', '/'),
  goal(4, '21', '10:35', 'readiness-sent', '/contact'),
  goal(6, '14', '09:06', 'booking-dialog-opened', '/about'),
  goal(6, '14', '09:10', 'booking-made', '/about'),
];

const counts = (views: number, visitors: number, visits: number) => ({ views, visitors, visits });
const row = (value: string, views: number, visitors: number, visits: number) => ({
  value,
  ...counts(views, visitors, visits),
});
const noGoal = { completions: 0, visitors: 0, conversionRate: 0 };

describe.each(backends.both)('the analytics report on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const { db } = database.handle;
    await db.insert(analyticsViews).values(views);
    await db.insert(analyticsGoals).values(goals);
    await rollUpDueDays(db, now);
  });
  afterAll(() => database.cleanup());

  it('draws up every day from the oldest raw view to today, then only today', async () => {
    expect(await daysToRollUp(database.handle.db, now)).toEqual(['2026-11-21']);
  });

  it('matches the figures worked out by hand', async () => {
    const report = await analyticsReport(database.handle.db, 7, now);

    expect(report.current).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(report.previous).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(report.totals).toEqual({
      current: { ...counts(8, 5, 6), viewsPerVisit: 8 / 6 },
      previous: { ...counts(3, 2, 2), viewsPerVisit: 1.5 },
    });
    expect(report.daily).toEqual([
      { day: '2026-11-15', ...counts(1, 1, 1) },
      { day: '2026-11-16', ...counts(0, 0, 0) },
      { day: '2026-11-17', ...counts(0, 0, 0) },
      { day: '2026-11-18', ...counts(0, 0, 0) },
      { day: '2026-11-19', ...counts(0, 0, 0) },
      { day: '2026-11-20', ...counts(4, 2, 3) },
      { day: '2026-11-21', ...counts(3, 2, 2) },
    ]);

    const { breakdowns } = report;
    expect(breakdowns.page).toEqual([
      row('/', 2, 2, 2),
      row('/about', 2, 2, 2),
      row('/blog', 1, 1, 1),
      row('/contact', 1, 1, 1),
      row('/es', 1, 1, 1),
      row('/team', 1, 1, 1),
    ]);
    // An entry page's views are those of the visits that began there.
    expect(breakdowns.entry).toEqual([
      row('/', 3, 2, 2),
      row('/about', 2, 1, 1),
      row('/blog', 1, 1, 1),
      row('/es', 1, 1, 1),
      row('/team', 1, 1, 1),
    ]);
    expect(breakdowns.source).toEqual([
      row('google.com', 3, 2, 2),
      row('', 2, 2, 2),
      row('linkedin', 2, 1, 1),
      row('newsletter', 1, 1, 1),
    ]);
    expect(breakdowns.campaign).toEqual([row('', 7, 5, 5), row('nov', 1, 1, 1)]);
    expect(breakdowns.device).toEqual([row('desktop', 7, 4, 5), row('mobile', 1, 1, 1)]);
    expect(breakdowns.language).toEqual([row('en', 7, 4, 5), row('es', 1, 1, 1)]);
    expect(breakdowns.country).toEqual([row('', 8, 5, 6)]);

    const goal = (name: AnalyticsGoal) => report.goals.find((entry) => entry.goal === name)!;
    expect(goal('booking-dialog-opened')).toMatchObject({
      current: { completions: 2, visitors: 2, conversionRate: 2 / 5 },
      previous: { completions: 1, visitors: 1, conversionRate: 1 / 2 },
      pages: expect.arrayContaining([
        { page: '/blog', completions: 1, visitors: 1 },
        { page: '/', completions: 1, visitors: 1 },
      ]),
    });
    // The booking came in visitor 1's second visit, from the newsletter, not Google.
    expect(goal('booking-dialog-opened').sources).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', completions: 1, visitors: 1 },
        { source: '', completions: 1, visitors: 1 },
      ]),
    );
    expect(goal('booking-made')).toMatchObject({
      current: { completions: 1, visitors: 1, conversionRate: 1 / 5 },
      previous: { completions: 1, visitors: 1, conversionRate: 1 / 2 },
      sources: [{ source: 'newsletter', completions: 1, visitors: 1 }],
    });
    expect(goal('readiness-sent')).toMatchObject({
      current: { completions: 1, visitors: 1, conversionRate: 1 / 5 },
      previous: noGoal,
      sources: [{ source: 'linkedin', completions: 1, visitors: 1 }],
    });
    expect(goal('pdf-downloaded').current).toEqual({
      completions: 1,
      visitors: 1,
      conversionRate: 0.2,
    });
    expect(goal('card-saved')).toEqual({
      goal: 'card-saved',
      current: noGoal,
      previous: noGoal,
      sources: [],
      pages: [],
    });

    expect(report.funnel).toEqual({
      current: [
        { step: 'viewed', visitors: 5, rate: 1 },
        { step: 'opened', visitors: 1, rate: 0.2 },
        { step: 'booked', visitors: 1, rate: 1 },
      ],
      previous: [
        { step: 'viewed', visitors: 2, rate: 1 },
        { step: 'opened', visitors: 1, rate: 0.5 },
        { step: 'booked', visitors: 1, rate: 1 },
      ],
    });
  });

  it('reads 30 and 90 days from the same totals', async () => {
    const report = await analyticsReport(database.handle.db, 30, now);
    expect(report.current).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(report.totals.current).toMatchObject(counts(12, 8, 9));
    expect(report.daily).toHaveLength(30);
    expect((await analyticsReport(database.handle.db, 90, now)).totals.previous).toMatchObject(
      counts(0, 0, 0),
    );
  });
});
