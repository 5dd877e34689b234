import { publishedArticleBySlug } from '@/content/blog';
import { subscriptionRateLimit } from '@/features/newsletter/config';
import { subscriptionSchema } from '@/lib/subscription-schema';
import {
  describeSubscriptionIssue,
  newsletterApiText,
} from '@/features/newsletter/server/messages';
import { subscribe } from '@/features/newsletter/server/subscriptions';
import type { SubscriptionResult } from '@/features/newsletter/subscription-result';
import { env } from '@/server/env';
import { HttpError } from '@/server/http/errors';
import { writeRoute } from '@/server/http/write-route';

export const dynamic = 'force-dynamic';

export const POST = writeRoute(
  {
    name: 'email-subscription',
    rateLimit: subscriptionRateLimit,
    schema: subscriptionSchema,
    describeIssue: describeSubscriptionIssue,
    localeField: 'language',
  },
  async ({ data: subscription, locale, database }) => {
    const article = subscription.source === 'blog-pdf' ? subscription.article : undefined;
    if (article && !(await publishedArticleBySlug(article))) {
      const message = newsletterApiText(locale, 'unknownArticle');
      throw new HttpError(400, message, { errors: { article: message } });
    }

    const outcome = await subscribe(
      database.db,
      { ...subscription, language: locale },
      { now: new Date(), siteUrl: env.SITE_URL },
    );
    const result: SubscriptionResult = {
      status: outcome.status,
      message: newsletterApiText(locale, outcome.status),
    };
    return Response.json(result, {
      status: outcome.created ? 201 : 200,
      headers: { 'Cache-Control': 'no-store' },
    });
  },
);
