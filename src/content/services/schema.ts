import { z } from 'zod';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';

const text = z.string().trim().min(1);

/** Icons a feature card may show: names from the icon sprite (`components/icons/sprite.ts`). */
export const featureIcons = [
  'book-open',
  'building-2',
  'calendar-check',
  'chart-column',
  'database',
  'file-text',
  'filter',
  'gauge',
  'inbox',
  'languages',
  'layers',
  'lightbulb',
  'lock-keyhole',
  'mail',
  'message-square',
  'mouse-pointer-click',
  'pen-line',
  'phone-call',
  'plug',
  'route',
  'search',
  'shield-check',
  'smartphone',
  'sparkles',
  'target',
  'trending-up',
  'users',
] as const;
export type FeatureIcon = (typeof featureIcons)[number];

/** An id a link can point at (`#programs`): lower-case words joined by hyphens. */
const sectionId = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'a lower-case, hyphenated section id');

/** A figure set large with a short label under it, e.g. "24/7" / "answering, holidays included". */
const figureSchema = z.object({ value: text.max(16), label: text.max(70) });

const percent = z.number().int().min(0).max(100);

/** The opening every section shares: a small eyebrow, the heading and an optional lead paragraph. */
const sectionHeading = { eyebrow: text, heading: text, lead: text.optional() };

/**
 * The decorative card beside a hero, drawn in HTML and SVG. Its figures are examples, and the
 * caption (one sentence, shown under the card) says what it pictures.
 */
export const heroVisualSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat'),
    caption: text,
    title: text,
    messages: z
      .array(z.object({ from: z.enum(['customer', 'agent']), text: text.max(140) }))
      .min(2)
      .max(5),
    outcome: text,
  }),
  z.object({
    kind: z.literal('progress'),
    caption: text,
    title: text,
    subtitle: text,
    /** Each bar's fill, and the word or figure shown beside it ("Complete", "75%"). */
    items: z
      .array(z.object({ label: text, percent, value: text.max(16) }))
      .min(2)
      .max(5),
    footer: text.optional(),
  }),
  z.object({
    kind: z.literal('dashboard'),
    caption: text,
    title: text,
    /** The pulsing status beside the title ("Live"). */
    status: text.max(16),
    metrics: z.array(figureSchema).min(2).max(4),
    total: figureSchema,
  }),
  z.object({
    kind: z.literal('scores'),
    caption: text,
    title: text,
    subtitle: text,
    /** A metric with a 0-100 score is drawn as a ring; the others as plain figures. */
    metrics: z
      .array(z.object({ label: text, value: text.max(12), score: percent.optional() }))
      .length(4),
  }),
  z.object({
    kind: z.literal('app-rating'),
    caption: text,
    appName: text,
    store: text,
    rating: z.number().min(0).max(5),
    ratingLabel: text,
    metrics: z.array(figureSchema).min(2).max(3),
  }),
]);
export type HeroVisual = z.infer<typeof heroVisualSchema>;

/** A feature, program or solution card: icon, title, description and its benefit or duration. */
const featureCardSchema = z.object({
  icon: z.enum(featureIcons),
  title: text,
  description: text,
  detail: text.max(60).optional(),
});

export const serviceSectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stats'),
    ...sectionHeading,
    figures: z.array(figureSchema).min(2).max(4),
    /** Says what the figures are: examples and targets, not promises. */
    note: text,
  }),
  z.object({
    kind: z.literal('cards'),
    id: sectionId,
    ...sectionHeading,
    items: z.array(featureCardSchema).min(3).max(8),
    note: text.optional(),
  }),
  z.object({
    kind: z.literal('benefits'),
    ...sectionHeading,
    items: z
      .array(z.object({ title: text, text }))
      .min(3)
      .max(6),
  }),
  z.object({
    kind: z.literal('process'),
    id: sectionId,
    ...sectionHeading,
    steps: z
      .array(z.object({ title: text, text, duration: text.max(24).optional() }))
      .min(3)
      .max(6),
  }),
  z.object({
    kind: z.literal('use-cases'),
    id: sectionId,
    ...sectionHeading,
    resultLabel: text,
    items: z
      .array(z.object({ title: text, text, result: text }))
      .min(2)
      .max(6),
    note: text,
  }),
  z.object({
    kind: z.literal('roi'),
    id: sectionId,
    ...sectionHeading,
    figures: z.array(figureSchema).length(3),
    note: text,
  }),
]);
export type ServiceSection = z.infer<typeof serviceSectionSchema>;

/** What a search result shows whole: a title of 30-60 characters with the site's suffix. */
const pageTitle = text.refine(
  (title) => `${title}${TITLE_SUFFIX}`.length >= 30 && `${title}${TITLE_SUFFIX}`.length <= 60,
  `30-60 characters with "${TITLE_SUFFIX}"`,
);

export const servicePageSchema = z
  .object({
    meta: z.object({
      title: pageTitle,
      description: text.min(120).max(160),
      keywords: text,
    }),
    /** The kind of service, as search engines' structured data names it. */
    serviceType: text,
    hero: z.object({
      headline: text.max(60),
      lead: text,
      /** Opens the booking dialog. */
      primaryCta: text.max(32),
      /** Glides to a section of the page. */
      secondaryCta: z.object({ label: text.max(32), target: sectionId }).optional(),
      stats: z.array(figureSchema).max(3).optional(),
      statsNote: text.optional(),
      visual: heroVisualSchema,
    }),
    sections: z.array(serviceSectionSchema).min(2),
    /** The closing invitation; its button opens the booking dialog. */
    closing: z.object({ heading: text, text, button: text.max(32), note: text }),
  })
  .superRefine((page, context) => {
    const ids = page.sections.flatMap((section) => ('id' in section ? [section.id] : []));
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['sections'], message: 'Section ids repeat' });
    }
    const target = page.hero.secondaryCta?.target;
    if (target && !ids.includes(target)) {
      context.addIssue({
        code: 'custom',
        path: ['hero', 'secondaryCta', 'target'],
        message: `No section has the id "${target}"`,
      });
    }
    if (page.hero.stats?.length && !page.hero.statsNote) {
      context.addIssue({
        code: 'custom',
        path: ['hero', 'statsNote'],
        message: 'Hero figures need a note saying what they are',
      });
    }
  });

export type ServicePageContent = z.infer<typeof servicePageSchema>;
