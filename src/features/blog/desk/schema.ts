import { z } from 'zod/mini';

// Issue messages are keys of `Studio.articles.errors`, localized by the server and the browser.
const version = z
  .number({ error: 'invalid' })
  .check(z.int({ error: 'invalid' }), z.positive({ error: 'invalid' }));

export const createArticleSchema = z.strictObject({
  copyOf: z.optional(z.string({ error: 'invalid' }).check(z.maxLength(64, { error: 'invalid' }))),
});

/** The draft itself is checked by the article schema's lenient form (`articleDraftSchema`). */
export const saveArticleSchema = z.strictObject({ version, draft: z.unknown() });

export const versionSchema = z.strictObject({ version });

export const publishArticleSchema = z.strictObject({
  version,
  at: z.optional(
    z.strictObject({
      date: z.iso.date({ error: 'when' }),
      time: z
        .string({ error: 'when' })
        .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'when' })),
    }),
  ),
});
export type PublishArticleValues = z.infer<typeof publishArticleSchema>;

export const coverPreviewSchema = z.object({
  motif: z.string({ error: 'invalid' }),
  palette: z.string({ error: 'invalid' }),
});
