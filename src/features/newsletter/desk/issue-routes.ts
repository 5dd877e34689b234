import 'server-only';
import { localizeArticle, publishedArticle } from '@/content/blog';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { deskText, describeScreenIssue, screenError } from '@/server/desk/messages';
import { formatSlot } from '@/lib/dates';
import { studioTimeZone } from '@/config/site';
import { env } from '@/server/env';
import { issuePreviewSchema, sendIssueSchema, testIssueSchema } from './schema';
import { queueTestIssue, sampleIssue, sendIssue } from '@/features/newsletter/server/sends';

const describeIssue = describeScreenIssue('newsletter');

// The API's policy allows the email's inline styles; its unsubscribe link belongs to nobody.
export const issuePreviewRoute = deskRoute(
  { name: 'newsletter-preview', schema: issuePreviewSchema, describeIssue },
  async ({ data, locale, now }) => {
    const email = await sampleIssue(
      data.article,
      data.language,
      env.STUDIO_NOTIFY_EMAIL,
      env.SITE_URL,
      now,
    );
    if (!email) throw screenError(404, locale, 'newsletter', 'article');
    return new Response(email.html, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  },
);

export const testIssueRoute = deskRoute(
  { name: 'newsletter-test', schema: testIssueSchema, describeIssue },
  async ({ data, database, session, locale, now }) => {
    const queued = await queueTestIssue(database.db, {
      articleId: data.article,
      to: env.STUDIO_NOTIFY_EMAIL,
      siteUrl: env.SITE_URL,
      now,
      withinTransaction: (tx) =>
        recordActivity(tx, session, 'newsletter.test', {
          subject: { kind: 'article', id: data.article },
        }),
    });
    if (!queued) throw screenError(404, locale, 'newsletter', 'article');
    return deskJson({
      message: deskText(locale, 'newsletter.testQueued', { email: env.STUDIO_NOTIFY_EMAIL }),
    });
  },
);

export const sendIssueRoute = deskRoute(
  { name: 'newsletter-send', schema: sendIssueSchema, describeIssue },
  async ({ data, database, session, locale, now }) => {
    const outcome = await sendIssue(database.db, {
      articleId: data.article,
      sentBy: 'desk',
      sessionId: session.id,
      expectedRecipients: data.recipients,
      now,
      siteUrl: env.SITE_URL,
      ratePerMinute: env.NEWSLETTER_RATE,
      withinTransaction: (tx, send) =>
        recordActivity(tx, session, 'newsletter.send', {
          subject: { kind: 'article', id: send.article },
          details: { recipients: send.recipients },
        }),
    });
    switch (outcome.kind) {
      case 'queued': {
        const article = await publishedArticle(data.article);
        return deskJson(
          {
            send: { id: outcome.send.id, recipients: outcome.send.recipients },
            message: deskText(locale, 'newsletter.queued', {
              title: article ? localizeArticle(article, locale).title : data.article,
              count: outcome.send.recipients,
            }),
          },
          [],
          201,
        );
      }
      case 'already-sent':
        throw screenError(409, locale, 'newsletter', 'alreadySent', {
          date: formatSlot(outcome.sentAt, locale, studioTimeZone, { year: true }),
        });
      case 'recipients-changed':
        throw screenError(409, locale, 'newsletter', 'recipientsChanged', {
          count: outcome.recipients,
        });
      case 'no-recipients':
        throw screenError(409, locale, 'newsletter', 'noRecipients');
      case 'unknown-article':
        throw screenError(404, locale, 'newsletter', 'article');
    }
  },
);
