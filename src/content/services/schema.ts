import { z } from 'zod';
import { TITLE_SUFFIX } from '@/config/site';

const text = z.string().trim().min(1);

const featureIcons = [
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

const sectionId = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'a lower-case, hyphenated section id');

const figureSchema = z.object({ value: text.max(16), label: text.max(70) });

const percent = z.number().int().min(0).max(100);

const sectionHeading = { eyebrow: text, heading: text, lead: text.optional() };

const heroVisualSchema = z.discriminatedUnion('kind', [
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
    status: text.max(16),
    metrics: z.array(figureSchema).min(2).max(4),
    total: figureSchema,
  }),
  z.object({
    kind: z.literal('scores'),
    caption: text,
    title: text,
    subtitle: text,
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

const featureCardSchema = z.object({
  icon: z.enum(featureIcons),
  title: text,
  description: text,
  detail: text.max(60).optional(),
});

const serviceSectionSchema = z.discriminatedUnion('kind', [
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

// Search results show a title of 30-60 characters whole.
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
    serviceType: text,
    hero: z.object({
      headline: text.max(60),
      lead: text,
      primaryCta: text.max(32),
      secondaryCta: z.object({ label: text.max(32), target: sectionId }).optional(),
      stats: z.array(figureSchema).max(3).optional(),
      statsNote: text.optional(),
      visual: heroVisualSchema,
    }),
    sections: z.array(serviceSectionSchema).min(2),
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
