import { z } from 'zod/mini';
import { articleSlugs } from '@/content/blog';
import { locales } from '@/i18n/routing';

// Issue messages are keys of `Studio.newsletter.errors`, localized by the server.
const article = z
  .string({ error: 'article' })
  .check(z.refine((slug) => articleSlugs.includes(slug), { error: 'article' }));

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
