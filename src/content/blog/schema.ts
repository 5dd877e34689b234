import { z } from 'zod';
import { calloutColors, calloutIcons, categoryIds, coverMotifs, UPLOAD_PREFIX } from './choices';
import { linkProblem } from './inline-links';

export {
  calloutColors,
  calloutIcons,
  categoryIds,
  coverMotifs,
  UPLOAD_PREFIX,
  type CategoryId,
  type CoverMotif,
} from './choices';

export const uploadedImageRef = z
  .string()
  .regex(/^upload:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'image');

const TEXT_MAX = 4_000;
const BLOCKS_MAX = 200;

// Strict on publish; lenient for drafts: empty fields allowed, but never a wrong type or bad link.
function articleSchemas(strict: boolean) {
  const text = strict ? z.string().trim().min(1).max(TEXT_MAX) : z.string().trim().max(TEXT_MAX);
  const richText = text.superRefine((value, context) => {
    const problem = linkProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
  const position = z.enum(['full', 'left', 'right']);

  const contentBlock = z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), text: richText }),
    z.object({ type: z.literal('heading'), text, level: z.union([z.literal(2), z.literal(3)]) }),
    z.object({
      type: z.literal('image'),
      /** A key of `features/blog/art/illustrations.ts`, or an uploaded image (`upload:<id>`). */
      src: text.refine(
        (value) => !value.startsWith(UPLOAD_PREFIX) || uploadedImageRef.safeParse(value).success,
        'image',
      ),
      alt: text,
      caption: text,
      position,
    }),
    z.object({ type: z.literal('image-placeholder'), caption: text, position }),
    z.object({
      type: z.literal('icon-callout'),
      icon: z.enum(calloutIcons),
      title: text,
      text: richText,
      color: z.enum(calloutColors),
    }),
    z.object({
      type: z.literal('graph-placeholder'),
      title: text,
      description: text,
      chartType: z.enum(['pie', 'line', 'bar']),
      data: z
        .array(z.object({ label: text, value: z.number().finite().nonnegative() }))
        .min(strict ? 2 : 0)
        .max(12),
      unit: z.string().trim().max(12).optional(),
    }),
    z.object({
      type: z.literal('list'),
      items: z
        .array(richText)
        .min(strict ? 1 : 0)
        .max(50),
      ordered: z.boolean().optional(),
    }),
    z.object({ type: z.literal('quote'), text: richText, author: text.optional() }),
  ]);

  const copy = z.object({
    title: text.max(90),
    /** Used as the page description too, so 120-160 characters. */
    excerpt: strict ? text.min(120).max(160) : text.max(400),
    content: z
      .array(contentBlock)
      .min(strict ? 8 : 0)
      .max(BLOCKS_MAX),
  });

  const cover = z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('art'),
      motif: z.enum(coverMotifs),
      palette: z.enum(calloutColors),
    }),
    z.object({
      kind: z.literal('upload'),
      image: uploadedImageRef,
      alt: z.object({ en: text, es: text }),
    }),
  ]);

  const article = z.object({
    id: z.string().trim().min(1).max(64),
    slug: z
      .string()
      .max(80)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
    category: z.enum(categoryIds),
    date: z.iso.date(),
    updated: z.iso.date().optional(),
    author: strict ? text.max(80) : z.string().trim().max(80),
    /** Without one, the drawing the slug and category have always given. */
    cover: cover.optional(),
    en: copy,
    es: copy,
  });
  return { contentBlock, copy, article };
}

const published = articleSchemas(true);
const draft = articleSchemas(false);

export const articleSchema = published.article;
export const articleDraftSchema = draft.article;

export type ContentBlock = z.infer<typeof published.contentBlock>;
export type Article = z.infer<typeof articleSchema>;
export type ArticleCopy = z.infer<typeof published.copy>;
export type ArticleCover = NonNullable<Article['cover']>;
export type ArticleDraft = z.infer<typeof articleDraftSchema>;
export type DraftBlock = z.infer<typeof draft.contentBlock>;
