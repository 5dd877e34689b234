import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_VIEW_PATH } from '@/features/analytics/beacon';
import { recordGoal } from '@/features/analytics/server/goals';
import {
  pageViewEndpoint,
  pageViewRateLimit,
} from '@/features/analytics/server/page-view-endpoint';
import { AnalyticsRecorder, analyticsRecorder } from '@/features/analytics/server/recorder';
import { rollUpDay } from '@/features/analytics/server/rollups-repository';
import {
  analyticsDaily,
  analyticsDailyGoals,
  analyticsGoals,
  analyticsSalts,
  analyticsViews,
} from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { PEER_ADDRESS_HEADER, tagPeerAddress } from '@/server/http/client-address';
import { deleteExpiredRecords } from '@/server/db/retention-queries';
import { pipelineServer, type PipelineServer } from '../support/pipeline-server';
import { agents, browserHeaders, sendBeacon } from './support/analytics';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

async function clearAnalytics(db: Database) {
  for (const table of [
    analyticsViews,
    analyticsGoals,
    analyticsSalts,
    analyticsDaily,
    analyticsDailyGoals,
  ]) {
    await db.delete(table);
  }
}

async function everyAnalyticsRow(db: Database) {
  return JSON.stringify([
    await db.select().from(analyticsViews),
    await db.select().from(analyticsGoals),
    await db.select().from(analyticsSalts),
    await db.select().from(analyticsDaily),
    await db.select().from(analyticsDailyGoals),
  ]);
}

// 10:00 in New York on two days running.
const dayOne = new Date('2026-11-20T15:00:00Z');
const dayTwo = new Date('2026-11-21T15:00:00Z');
const hoursLater = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

describe.each(backends.both)('analytics recording on %s', (backend) => {
  let database: TestDatabase;
  let db: Database;
  let recorder: AnalyticsRecorder;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = database.handle.db;
  });
  afterAll(() => database.cleanup());
  beforeEach(async () => {
    await clearAnalytics(db);
    recorder = new AnalyticsRecorder();
  });

  it('rotates the salt daily, and keeps no address, user agent or older salt', async () => {
    const visitor = { address: '203.0.113.77', userAgent: agents.desktopChrome };
    sendBeacon(recorder, visitor, '/about', { at: dayOne });
    await recorder.flush(db, dayOne);
    const [first] = await db.select().from(analyticsSalts);
    expect(first?.day).toBe('2026-11-20');

    sendBeacon(recorder, visitor, '/about', { at: dayTwo });
    await recorder.flush(db, dayTwo);
    const salts = await db.select().from(analyticsSalts);
    expect(salts).toEqual([{ day: '2026-11-21', salt: expect.any(String) }]);
    expect(salts[0]!.salt).not.toBe(first!.salt);

    await rollUpDay(db, '2026-11-20');
    await rollUpDay(db, '2026-11-21');
    const stored = await everyAnalyticsRow(db);
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('Windows NT');
    expect(stored).not.toContain(first!.salt);

    // A server nobody visits still lets go of a day's salt when the next one begins.
    await recorder.salt.of(db, hoursLater(dayTwo, 24));
    expect((await db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(['2026-11-22']);
  });

  it('counts the same visitor twice in a day as one unique, and on two days as two', async () => {
    const ada = { address: '198.51.100.4', userAgent: agents.desktopChrome };
    // Same address, another browser: another visitor.
    const grace = { address: '198.51.100.4', userAgent: agents.macFirefox };
    sendBeacon(recorder, ada, '/', { at: dayOne });
    sendBeacon(recorder, ada, '/blog', { at: hoursLater(dayOne, 5) });
    sendBeacon(recorder, grace, '/', { at: dayOne });
    await recorder.flush(db, dayOne);
    sendBeacon(recorder, ada, '/', { at: dayTwo });
    await recorder.flush(db, dayTwo);
    await rollUpDay(db, '2026-11-20');
    await rollUpDay(db, '2026-11-21');

    const site = await db
      .select({
        day: analyticsDaily.day,
        views: analyticsDaily.views,
        visitors: analyticsDaily.visitors,
        visits: analyticsDaily.visits,
      })
      .from(analyticsDaily)
      .where(eq(analyticsDaily.dimension, 'site'))
      .orderBy(analyticsDaily.day);
    expect(site).toEqual([
      { day: '2026-11-20', views: 3, visitors: 2, visits: 3 },
      { day: '2026-11-21', views: 1, visitors: 1, visits: 1 },
    ]);
    const views = await db.select().from(analyticsViews);
    const adaIds = views
      .filter((view) => view.browser === 'Chrome')
      .map((view) => `${view.day}:${view.visitor}`);
    expect(new Set(adaIds).size).toBe(2);
    expect(
      new Set(views.filter((view) => view.browser === 'Chrome').map((view) => view.visitor)).size,
    ).toBe(2);
  });

  it('keeps per view the page, language, referrer host, campaign, device, browser and OS', async () => {
    const visitor = { address: '192.0.2.50', userAgent: agents.iphoneSafari };
    const outcome = sendBeacon(
      recorder,
      visitor,
      '/es/services/ai-training?utm_source=newsletter&utm_medium=email&utm_campaign=spring&token=secret',
      {
        at: dayOne,
        referrer: 'https://www.linkedin.com/feed/',
        headers: { 'x-country-code': 'de' },
      },
    );
    expect(outcome.counted).toBe(true);
    await recorder.flush(db, dayOne);
    const [view] = await db.select().from(analyticsViews);
    expect(view).toEqual({
      day: '2026-11-20',
      at: dayOne,
      visitor: expect.any(Number),
      path: '/es/services/ai-training',
      locale: 'es',
      referrerHost: 'linkedin.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      // The country header counts only behind a trusted proxy.
      country: null,
    });
    expect(await everyAnalyticsRow(db)).not.toContain('secret');
  });

  describe('the page view endpoint', () => {
    let running: PipelineServer;
    let port: number;

    beforeAll(async () => {
      running = await pipelineServer([tagPeerAddress, pageViewEndpoint({ trustProxy: true })]);
      port = running.port;
    });
    afterAll(() => running.close());

    function post(
      headers: Record<string, string>,
      {
        method = 'POST',
        body = JSON.stringify({ u: `http://127.0.0.1:${port}/about`, r: '' }),
        to = port,
      } = {},
    ) {
      return new Promise<{ status: number; body: string; retryAfter?: string }>(
        (resolve, reject) => {
          const request = http.request(
            { host: '127.0.0.1', port: to, path: PAGE_VIEW_PATH, method, headers },
            (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => (text += chunk.toString()));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  body: text,
                  ...(response.headers['retry-after']
                    ? { retryAfter: response.headers['retry-after'] }
                    : {}),
                }),
              );
            },
          );
          request.on('error', reject);
          request.end(method === 'GET' ? undefined : body);
        },
      );
    }

    const browser = (extra: Record<string, string> = {}) => ({
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': agents.desktopChrome,
      origin: `http://127.0.0.1:${port}`,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.9',
      'x-country-code': 'ca',
      ...extra,
    });

    it('counts a view from a browser, and no bot, prefetch or visitor sending GPC', async () => {
      const recorded = analyticsRecorder();
      await recorded.flush(db, new Date());
      expect(await post(browser())).toEqual({ status: 202, body: '' });

      const refused = [
        browser({ 'user-agent': agents.googlebot }),
        browser({
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        }),
        browser({ 'user-agent': 'curl/8.5.0' }),
        browser({ 'user-agent': '' }),
        browser({ 'sec-purpose': 'prefetch' }),
        browser({ 'sec-purpose': 'prefetch;prerender' }),
        browser({ purpose: 'prefetch' }),
        browser({ 'next-router-prefetch': '1' }),
        browser({ 'sec-gpc': '1' }),
      ];
      for (const headers of refused) {
        expect(await post(headers), JSON.stringify(headers)).toEqual({ status: 204, body: '' });
      }
      for (const page of ['/studio', '/no/such/page', '/opengraph-image']) {
        const body = JSON.stringify({ u: `http://127.0.0.1:${port}${page}`, r: '' });
        expect((await post(browser(), { body })).status, page).toBe(204);
      }
      expect(recorded.pending).toBe(1);

      await recorded.flush(db, new Date());
      const views = await db.select().from(analyticsViews);
      expect(views).toMatchObject([{ path: '/about', browser: 'Chrome', country: 'CA' }]);
    });

    it('counts no goal of a bot, a prefetch or a visitor sending GPC', () => {
      const recorded = analyticsRecorder();
      const before = recorded.pending;
      const visitor = { address: '203.0.113.10', userAgent: agents.desktopChrome };
      for (const extra of [{ 'sec-gpc': '1' }, { 'next-router-prefetch': '1' }] as Record<
        string,
        string
      >[]) {
        recordGoal('booking-made', { headers: new Headers(browserHeaders(visitor, extra)) });
      }
      recordGoal('booking-made', {
        headers: new Headers(browserHeaders({ ...visitor, userAgent: agents.googlebot })),
      });
      expect(recorded.pending).toBe(before);
      recordGoal('booking-made', { headers: new Headers(browserHeaders(visitor)) });
      expect(recorded.pending).toBe(before + 1);
    });

    it('refuses other sites, other methods, broken and oversized bodies with a 4xx', async () => {
      expect((await post(browser({ 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
      const forged = await post(browser({ origin: 'https://evil.example', 'sec-fetch-site': '' }));
      expect(forged.status).toBe(403);
      expect(JSON.parse(forged.body)).toEqual({
        message: 'This request must come from the Marlowe Creative Studio website.',
      });
      expect((await post(browser(), { method: 'GET' })).status).toBe(405);
      const broken = await post(browser({ 'accept-language': 'es' }), { body: '{"u":' });
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.body).message).toMatch(/JSON/);
      expect((await post(browser(), { body: 'x'.repeat(5_000) })).status).toBe(413);
    });

    it('turns a flood from one client away before reading it, and not the next client', async () => {
      const bot = (address: string) =>
        browser({ 'user-agent': agents.googlebot, 'x-forwarded-for': address });
      for (let i = 0; i < pageViewRateLimit.points; i += 1) {
        expect((await post(bot('198.51.100.77'))).status).toBe(204);
      }
      const refused = await post(bot('198.51.100.77'), { body: 'x'.repeat(5_000) });
      expect(refused).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(JSON.parse(refused.body).message).toMatch(/Too many requests/);
      expect((await post(bot('198.51.100.78'))).status).toBe(204);
    });

    it('counts and limits by the socket, whatever address header a client sends', async () => {
      const recorder = new AnalyticsRecorder();
      const direct = await pipelineServer([
        tagPeerAddress,
        pageViewEndpoint({ recorder, trustProxy: false }),
      ]);
      try {
        const spoofing = (address: string) => ({
          ...browser({ origin: `http://127.0.0.1:${direct.port}` }),
          [PEER_ADDRESS_HEADER]: address,
        });
        const body = JSON.stringify({ u: `http://127.0.0.1:${direct.port}/about`, r: '' });
        for (let i = 0; i < pageViewRateLimit.points; i += 1) {
          const sent = await post(spoofing(`203.0.113.${i}`), { to: direct.port, body });
          expect(sent.status).toBe(202);
        }
        const over = await post(spoofing('203.0.113.250'), { to: direct.port, body });
        expect(over.status).toBe(429);

        await recorder.flush(db, new Date());
        const views = await db.select({ visitor: analyticsViews.visitor }).from(analyticsViews);
        expect(views).toHaveLength(pageViewRateLimit.points);
        expect(new Set(views.map((view) => view.visitor)).size).toBe(1);
      } finally {
        await direct.close();
      }
    });
  });

  it('deletes raw views and goals after 30 days and keeps the daily totals', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const visitor = { address: '192.0.2.8', userAgent: agents.desktopChrome };
    sendBeacon(recorder, visitor, '/', { at: new Date('2026-10-20T15:00:00Z') });
    sendBeacon(recorder, visitor, '/', { at: new Date('2026-10-23T15:00:00Z') });
    await recorder.flush(db, new Date('2026-10-23T15:00:00Z'));
    await rollUpDay(db, '2026-10-20');

    expect(await deleteExpiredRecords(db, now)).toMatchObject({ ran: true, analytics: 1 });
    expect((await db.select().from(analyticsViews)).map((row) => row.day)).toEqual(['2026-10-23']);
    expect(
      await db
        .select({ views: analyticsDaily.views })
        .from(analyticsDaily)
        .where(eq(analyticsDaily.day, '2026-10-20')),
    ).toContainEqual({ views: 1 });
  });
});
