import { recordGoal } from '@/features/analytics/server/goals';
import { subscriptionRateLimit } from '@/features/newsletter/config';
import { linkActionSchema } from '@/features/newsletter/schema';
import { newsletterApiText } from '@/features/newsletter/server/messages';
import { confirmSubscription } from '@/features/newsletter/server/subscriptions';
import { HttpError } from '@/server/http/errors';
import { writeRoute } from '@/server/http/write-route';

export const dynamic = 'force-dynamic';

// The confirm page's button: a POST, so a mail scanner that opens the emailed link confirms nothing.
export const POST = writeRoute(
  {
    name: 'newsletter-confirm',
    rateLimit: subscriptionRateLimit,
    schema: linkActionSchema,
    describeIssue: (locale) => newsletterApiText(locale, 'invalidConfirmLink'),
    localeField: 'locale',
  },
  async ({ data, locale, database, request }) => {
    const state = await confirmSubscription(database.db, data.token, new Date());
    if (state.kind === 'invalid') {
      throw new HttpError(404, newsletterApiText(locale, 'invalidConfirmLink'));
    }
    if (state.kind === 'confirmed') recordGoal('subscription-confirmed', request);
    return Response.json({ status: state.kind }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
