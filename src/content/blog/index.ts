import { z } from 'zod';
import { articleWordCount, readingMinutes } from './read-time';
import { locales, type Locale } from '@/i18n/routing';
import { defineLocalizedContent } from '../localized';
import { articles as articleSources } from './articles';
import {
  articleSchema,
  categoryIds,
  type Article,
  type ArticleCopy,
  type CategoryId,
} from './schema';

export { categoryIds, type CategoryId, type ContentBlock } from './schema';

// Parsed on load so a malformed article fails the build.
export const allArticles: readonly Article[] = parseArticles(articleSources);

export function parseArticles(sources: unknown): Article[] {
  const parsed = z.array(articleSchema).min(1).parse(sources);
  const seen = new Set<string>();
  for (const article of parsed) {
    for (const key of [`id:${article.id}`, `slug:${article.slug}`]) {
      if (seen.has(key)) throw new Error(`Duplicate article ${key}`);
      seen.add(key);
    }
  }
  return parsed;
}

export const articleSlugs: readonly string[] = allArticles.map((article) => article.slug);

export const categoryColors = {
  trending: 'pink',
  futureNow: 'indigo',
  leadershipEdge: 'amber',
  spotlight: 'green',
} as const satisfies Record<CategoryId, string>;

export type CategoryColor = (typeof categoryColors)[CategoryId];

const text = z.string().trim().min(1);

const blogLabelsSchema = z.object({
  categories: z.object(
    Object.fromEntries(categoryIds.map((id) => [id, z.object({ name: text, tagline: text })])) as {
      [K in CategoryId]: z.ZodObject<{ name: typeof text; tagline: typeof text }>;
    },
  ),
  readTime: text.includes('{minutes}'),
});

export const blogLabels = defineLocalizedContent(blogLabelsSchema, {
  en: {
    categories: {
      trending: { name: 'Trending', tagline: 'Hot topics & must-reads' },
      futureNow: { name: 'Future Now', tagline: 'Trends & predictions' },
      leadershipEdge: { name: 'Leadership Edge', tagline: 'Executive insights' },
      spotlight: { name: 'Spotlight', tagline: 'Success stories' },
    },
    readTime: '{minutes} min read',
  },
  es: {
    categories: {
      trending: { name: 'Tendencias', tagline: 'Temas candentes y lecturas imprescindibles' },
      futureNow: { name: 'El futuro, hoy', tagline: 'Tendencias y pronósticos' },
      leadershipEdge: { name: 'Ventaja directiva', tagline: 'Perspectivas para la alta dirección' },
      spotlight: { name: 'En foco', tagline: 'Casos de éxito' },
    },
    readTime: '{minutes} min de lectura',
  },
});

export interface CategoryDisplay {
  id: CategoryId;
  name: string;
  tagline: string;
  color: CategoryColor;
}

export function getCategory(locale: Locale, id: CategoryId): CategoryDisplay {
  return { id, ...blogLabels[locale].categories[id], color: categoryColors[id] };
}

export function readTimeLabel(locale: Locale, minutes: number): string {
  return blogLabels[locale].readTime.replace('{minutes}', String(minutes));
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }),
};

export function formatArticleDate(locale: Locale, isoDate: string): string {
  return dateFormats[locale].format(new Date(`${isoDate}T00:00:00Z`));
}

export interface BlogArticle extends ArticleCopy {
  locale: Locale;
  id: string;
  slug: string;
  category: CategoryDisplay;
  author: string;
  /** ISO dates. */
  date: string;
  updated: string;
  dateLabel: string;
  wordCount: number;
  readMinutes: number;
  readTime: string;
}

function localize(article: Article, locale: Locale): BlogArticle {
  const copy = article[locale];
  const wordCount = articleWordCount(copy);
  const readMinutes = readingMinutes(wordCount);
  return {
    ...copy,
    locale,
    id: article.id,
    slug: article.slug,
    category: getCategory(locale, article.category),
    author: article.author,
    date: article.date,
    updated: article.updated ?? article.date,
    dateLabel: formatArticleDate(locale, article.date),
    wordCount,
    readMinutes,
    readTime: readTimeLabel(locale, readMinutes),
  };
}

const localized = Object.fromEntries(
  locales.map((locale) => [locale, allArticles.map((article) => localize(article, locale))]),
) as Record<Locale, BlogArticle[]>;

export function getArticles(locale: Locale): readonly BlogArticle[] {
  return localized[locale];
}

export function getArticle(locale: Locale, slug: string): BlogArticle | undefined {
  return localized[locale].find((article) => article.slug === slug);
}
