import { z } from 'zod';

export const categoryIds = ['trending', 'futureNow', 'leadershipEdge', 'spotlight'] as const;
export type CategoryId = (typeof categoryIds)[number];

export const calloutColors = [
  'purple',
  'indigo',
  'pink',
  'amber',
  'blue',
  'green',
  'orange',
] as const;

const calloutIcons = [
  'lightbulb',
  'sparkles',
  'target',
  'shield-check',
  'trending-up',
  'users',
  'message-square',
  'clock',
  'compass',
  'rocket',
] as const;

const text = z.string().trim().min(1);
const position = z.enum(['full', 'left', 'right']);

const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('heading'), text, level: z.union([z.literal(2), z.literal(3)]) }),
  z.object({
    type: z.literal('image'),
    /** A key of `features/blog/art/illustrations.ts`, not a URL. */
    src: text,
    alt: text,
    caption: text,
    position,
  }),
  z.object({ type: z.literal('image-placeholder'), caption: text, position }),
  z.object({
    type: z.literal('icon-callout'),
    icon: z.enum(calloutIcons),
    title: text,
    text,
    color: z.enum(calloutColors),
  }),
  z.object({
    type: z.literal('graph-placeholder'),
    title: text,
    description: text,
    chartType: z.enum(['pie', 'line', 'bar']),
    data: z
      .array(z.object({ label: text, value: z.number().finite().nonnegative() }))
      .min(2)
      .max(12),
    unit: z.string().trim().max(12).optional(),
  }),
  z.object({
    type: z.literal('list'),
    items: z.array(text).min(1),
    ordered: z.boolean().optional(),
  }),
  z.object({ type: z.literal('quote'), text, author: text.optional() }),
]);

export type ContentBlock = z.infer<typeof contentBlockSchema>;

const articleCopySchema = z.object({
  title: text.max(90),
  /** Used as the page description too, so 120-160 characters. */
  excerpt: text.min(120).max(160),
  content: z.array(contentBlockSchema).min(8),
});

export const articleSchema = z.object({
  id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
  category: z.enum(categoryIds),
  date: z.iso.date(),
  updated: z.iso.date().optional(),
  author: text,
  en: articleCopySchema,
  es: articleCopySchema,
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleCopy = z.infer<typeof articleCopySchema>;
