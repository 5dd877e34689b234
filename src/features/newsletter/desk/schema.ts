import { z } from 'zod/mini';
import { locales } from '@/i18n/routing';

// Issue messages are keys of `Studio.newsletter.errors`; the routes refuse an unpublished article.
const article = z
  .string({ error: 'article' })
  .check(z.minLength(1, { error: 'article' }), z.maxLength(64, { error: 'article' }));

export const issuePreviewSchema = z.object({
  article,
  language: z.enum(locales, { error: 'language' }),
});

export const testIssueSchema = z.strictObject({ article });

export const sendIssueSchema = z.strictObject({
  article,
  recipients: z
    .number({ error: 'recipients' })
    .check(z.int({ error: 'recipients' }), z.positive({ error: 'recipients' })),
});
