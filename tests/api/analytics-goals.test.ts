import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getCardVCard } from '@/app/(card)/[locale]/jordan-marlowe/vcard/route';
import { GET as getSlots } from '@/app/api/available-slots/route';
import { GET as getPdf } from '@/app/api/blog/[slug]/pdf/route';
import { POST as book } from '@/app/api/book-strategy-session/route';
import { POST as postAudit } from '@/app/api/leads/audit/route';
import { POST as postReadiness } from '@/app/api/leads/readiness/route';
import { POST as postWizard } from '@/app/api/leads/wizard/route';
import { launchArticles } from '../support/launch-articles';
import { studioDay } from '@/features/analytics/studio-day';
import { recordGoal } from '@/features/analytics/server/goals';
import { analyticsRecorder } from '@/features/analytics/server/recorder';
import { rollUpDay } from '@/features/analytics/server/rollups-repository';
import { analyticsDailyGoals, type AnalyticsGoal } from '@/server/db/schema';
import { agents, browserHeaders, sendBeacon, type Visitor } from './support/analytics';
import { audit, readiness, wizard } from './support/leads';
import { SITE, getRequest, jsonRequest, visitor as booker } from './support/requests';
import { backends, databaseForSuite } from './support/test-database';
import { multipartBody, uploadRequest } from './support/uploads';

const articleSlugs = launchArticles().map((article) => article.slug);

// The PDF and vCard routes translate as Next.js would, outside its request scope.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    setRequestLocale: () => undefined,
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'es'; namespace: string }) =>
      createTranslator({
        locale,
        messages: await loadMessages(locale),
        namespace: namespace as never,
      }),
  };
});

let visitorCounter = 0;
function newVisitor(): Visitor {
  visitorCounter += 1;
  return { address: `203.0.113.${visitorCounter}`, userAgent: agents.desktopChrome };
}

// What the page's own requests carry: the visitor's browser and the page they were made from.
const fromPage = (visitor: Visitor, page: string) => ({
  client: visitor.address,
  headers: browserHeaders(visitor, { referer: `${SITE}${page}` }),
});

describe.each(backends.both)('analytics goals on %s', (backend) => {
  const database = databaseForSuite(backend);
  const recorder = analyticsRecorder();
  let day: string;

  async function goalRows(dimension: 'source' | 'page' | 'total' | 'funnel', goal: AnalyticsGoal) {
    return database()
      .handle.db.select({
        value: analyticsDailyGoals.value,
        completions: analyticsDailyGoals.completions,
        visitors: analyticsDailyGoals.visitors,
      })
      .from(analyticsDailyGoals)
      .where(
        and(
          eq(analyticsDailyGoals.day, day),
          eq(analyticsDailyGoals.goal, goal),
          eq(analyticsDailyGoals.dimension, dimension),
        ),
      );
  }

  beforeAll(async () => {
    // Landings a second before what follows them: views of the same instant have no order.
    const visit = (page: string, referrer = '') => {
      const visitor = newVisitor();
      const at = new Date(Date.now() - 1000);
      expect(sendBeacon(recorder, visitor, page, { referrer, at }).counted).toBe(true);
      return visitor;
    };

    // Lands from a search engine, then moves to a service page in the site and opens the dialog.
    const searcher = visit('/', 'https://www.google.com/');
    sendBeacon(recorder, searcher, '/services/ai-training', { referrer: `${SITE}/` });
    await getSlots(getRequest('/api/available-slots', fromPage(searcher, '/services/ai-training')));

    // Comes from the newsletter, opens the dialog and books.
    const reader = visit('/about?utm_source=newsletter&utm_medium=email');
    const slots = await getSlots(getRequest('/api/available-slots', fromPage(reader, '/about')));
    const { entries } = (await slots.json()) as { entries: { start: string }[] };
    const booked = await book(
      jsonRequest(
        '/api/book-strategy-session',
        { ...booker, timeSlot: entries[0]!.start },
        fromPage(reader, '/about'),
      ),
    );
    expect(booked.status).toBe(201);

    const professional = visit('/ai-assessment-center', 'https://www.linkedin.com/');
    const sentReadiness = await postReadiness(
      jsonRequest(
        '/api/leads/readiness',
        readiness,
        fromPage(professional, '/ai-assessment-center'),
      ),
    );
    expect(sentReadiness.status).toBe(201);

    const partner = visit('/es/ai-assessment-center?utm_source=partner');
    const sentAudit = await postAudit(
      uploadRequest(
        '/api/leads/audit',
        multipartBody(audit),
        fromPage(partner, '/es/ai-assessment-center'),
      ),
    );
    expect(sentAudit.status).toBe(201);

    const direct = visit('/discover-ai-readiness');
    const sentWizard = await postWizard(
      jsonRequest('/api/leads/wizard', wizard, fromPage(direct, '/discover-ai-readiness')),
    );
    expect(sentWizard.status).toBe(201);

    // The confirmation route records the goal with its request's headers.
    const subscriber = visit('/newsletter/confirm', 'https://www.bing.com/');
    recordGoal('subscription-confirmed', {
      headers: new Headers(fromPage(subscriber, '/newsletter/confirm').headers),
    });

    const slug = articleSlugs[0]!;
    const reader2 = visit(`/blog/${slug}`, 'https://duckduckgo.com/');
    const pdf = await getPdf(
      getRequest(`/api/blog/${slug}/pdf?lang=en`, fromPage(reader2, `/blog/${slug}`)),
      {
        params: Promise.resolve({ slug }),
      },
    );
    expect(pdf.status).toBe(200);

    const contact = visit('/jordan-marlowe', 'https://l.instagram.com/');
    const card = await getCardVCard(
      getRequest('/jordan-marlowe/vcard', fromPage(contact, '/jordan-marlowe')),
      { params: Promise.resolve({ locale: 'en' }) },
    );
    expect(card.status).toBe(200);

    // A goal with no view before it that day (a blocked beacon) has no source.
    const unseen = newVisitor();
    recordGoal('pdf-downloaded', {
      headers: new Headers(fromPage(unseen, `/blog/${slug}`).headers),
    });

    day = studioDay(new Date());
    await recorder.flush(database().handle.db);
    await rollUpDay(database().handle.db, day);
  });

  it.each([
    [
      'booking-dialog-opened',
      [
        { value: 'google.com', completions: 1, visitors: 1 },
        { value: 'newsletter', completions: 1, visitors: 1 },
      ],
    ],
    ['booking-made', [{ value: 'newsletter', completions: 1, visitors: 1 }]],
    ['readiness-sent', [{ value: 'linkedin.com', completions: 1, visitors: 1 }]],
    ['audit-sent', [{ value: 'partner', completions: 1, visitors: 1 }]],
    ['wizard-sent', [{ value: '', completions: 1, visitors: 1 }]],
    ['subscription-confirmed', [{ value: 'bing.com', completions: 1, visitors: 1 }]],
    [
      'pdf-downloaded',
      [
        { value: '', completions: 1, visitors: 1 },
        { value: 'duckduckgo.com', completions: 1, visitors: 1 },
      ],
    ],
    ['card-saved', [{ value: 'l.instagram.com', completions: 1, visitors: 1 }]],
  ] as const)('attributes %s to the source of its visit', async (goal, sources) => {
    const rows = await goalRows('source', goal);
    expect(rows.sort((a, b) => a.value.localeCompare(b.value))).toEqual(sources);
  });

  it('ties each goal to the page it happened on', async () => {
    expect(await goalRows('page', 'booking-dialog-opened')).toEqual(
      expect.arrayContaining([
        { value: '/services/ai-training', completions: 1, visitors: 1 },
        { value: '/about', completions: 1, visitors: 1 },
      ]),
    );
    expect(await goalRows('page', 'audit-sent')).toEqual([
      { value: '/es/ai-assessment-center', completions: 1, visitors: 1 },
    ]);
    expect(await goalRows('page', 'card-saved')).toEqual([
      { value: '/jordan-marlowe', completions: 1, visitors: 1 },
    ]);
  });

  it('follows the funnel from a page view to the dialog to a booking', async () => {
    expect(await goalRows('funnel', 'booking-dialog-opened')).toEqual([
      { value: '', completions: 2, visitors: 2 },
    ]);
    expect(await goalRows('funnel', 'booking-made')).toEqual([
      { value: '', completions: 1, visitors: 1 },
    ]);
  });
});
