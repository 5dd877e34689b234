import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { defineLocalizedContent } from '../localized';
import { articleWordCount, readingMinutes } from './read-time';
import {
  categoryIds,
  UPLOAD_PREFIX,
  type Article,
  type ArticleCopy,
  type ArticleCover,
  type CategoryId,
} from './schema';

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

/** An uploaded picture's size, which its page needs before the picture arrives. */
export interface ImageSize {
  width: number;
  height: number;
}

export interface BlogArticle extends ArticleCopy {
  locale: Locale;
  id: string;
  slug: string;
  category: CategoryDisplay;
  author: string;
  cover?: ArticleCover;
  images: Readonly<Record<string, ImageSize>>;
  /** ISO dates. */
  date: string;
  updated: string;
  dateLabel: string;
  wordCount: number;
  readMinutes: number;
  readTime: string;
}

export function localizeArticle(
  article: Article,
  locale: Locale,
  images: Readonly<Record<string, ImageSize>> = {},
): BlogArticle {
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
    ...(article.cover && { cover: article.cover }),
    images: Object.fromEntries(
      uploadedImages(article).flatMap((id) => (images[id] ? [[id, images[id]]] : [])),
    ),
    date: article.date,
    updated: article.updated ?? article.date,
    dateLabel: formatArticleDate(locale, article.date),
    wordCount,
    readMinutes,
    readTime: readTimeLabel(locale, readMinutes),
  };
}

export function uploadedImages(article: Pick<Article, 'cover' | 'en' | 'es'>): string[] {
  const ids = new Set<string>();
  if (article.cover?.kind === 'upload') ids.add(article.cover.image.slice(UPLOAD_PREFIX.length));
  for (const copy of [article.en, article.es]) {
    for (const block of copy.content) {
      if (block.type === 'image' && block.src.startsWith(UPLOAD_PREFIX)) {
        ids.add(block.src.slice(UPLOAD_PREFIX.length));
      }
    }
  }
  return [...ids];
}
