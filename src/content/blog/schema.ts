import { z } from 'zod';

/** The magazine's sections. Display names, colours and taglines live with the blog's messages. */
export const categoryIds = ['trending', 'futureNow', 'leadershipEdge', 'spotlight'] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Colours an article's icon callout may use (the home page's callouts use the first four). */
export const calloutColors = [
  'purple',
  'indigo',
  'pink',
  'amber',
  'blue',
  'green',
  'orange',
] as const;

/** Icons a callout may show: names from the icon sprite (`components/icons/sprite.ts`). */
export const calloutIcons = [
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

export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('heading'), text, level: z.union([z.literal(2), z.literal(3)]) }),
  z.object({
    type: z.literal('image'),
    /** Key of one of the blog's own illustrations. */
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
    /** The figures the chart draws; labels are in the article's language. */
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

/** What changes between languages: the words. */
export const articleCopySchema = z.object({
  title: text.max(90),
  /** Used as the page description too, so 120-160 characters. */
  excerpt: text.min(120).max(160),
  content: z.array(contentBlockSchema).min(8),
});

export const articleSchema = z.object({
  id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
  category: z.enum(categoryIds),
  /** ISO date of publication (YYYY-MM-DD); displayed in the reader's language. */
  date: z.iso.date(),
  /** ISO date of the last substantive update. */
  updated: z.iso.date().optional(),
  author: text,
  en: articleCopySchema,
  es: articleCopySchema,
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleCopy = z.infer<typeof articleCopySchema>;
