import { articleSlugs, getArticle, categoryColors, type ContentBlock } from '@/content/blog';
import { defaultLocale } from '@/i18n/routing';
import { illustrations } from './illustrations';
import { artAccents, drawMotif, motifNames, motifs, type MotifName } from './motifs';
import { hashString, type Scene } from './scene';

/** Covers are 16:9; figures in an article body are 2:1. */
export const coverSize = { width: 1200, height: 675 } as const;
export const figureSize = { width: 1200, height: 600 } as const;

/** Cover motifs chosen for the stories of the issue; the accent is the category's colour. */
const coverMotifs: Record<string, MotifName> = {
  'first-90-days-of-ai': 'horizon',
  'coastal-inn-stops-missing-calls': 'waves',
  'voice-agents-answer-the-phone': 'radar',
  'ai-literacy-is-a-leadership-job': 'constellation',
  'prompts-that-work-at-work': 'orbits',
  'own-your-data-when-buying-ai': 'galaxy',
};

/** A story without a chosen motif gets one from its position in the issue. */
function coverMotif(slug: string): MotifName {
  const index = articleSlugs.indexOf(slug);
  return (
    coverMotifs[slug] ?? motifNames[(index >= 0 ? index : hashString(slug)) % motifNames.length]!
  );
}

function accentOf(slug: string): string {
  const article = getArticle(defaultLocale, slug);
  return artAccents[article ? categoryColors[article.category.id] : 'purple'];
}

export function coverScene(slug: string): Scene {
  return drawMotif(motifs[coverMotif(slug)], {
    ...coverSize,
    accent: accentOf(slug),
    seed: hashString(`cover:${slug}`),
    id: 'cover',
  });
}

/** Blocks that show one of our illustrations: images and image placeholders. */
export type FigureBlock = Extract<ContentBlock, { type: 'image' | 'image-placeholder' }>;

export function isFigureBlock(block: ContentBlock): block is FigureBlock {
  return block.type === 'image' || block.type === 'image-placeholder';
}

/**
 * The picture for the n-th figure of an article: the named illustration of an image block, or
 * for an image placeholder a motif other than the cover's, stable across languages.
 */
export function figureScene(slug: string, figureIndex: number): Scene {
  const article = getArticle(defaultLocale, slug);
  const block = article?.content.filter(isFigureBlock)[figureIndex];
  const key = block?.type === 'image' ? block.src : `${slug}:${figureIndex}`;
  const others = motifNames.filter((name) => name !== coverMotif(slug));
  const motif = illustrations[key] ?? motifs[others[hashString(key) % others.length]!];
  return drawMotif(motif, {
    ...figureSize,
    accent: accentOf(slug),
    seed: hashString(`figure:${key}`),
    id: 'figure',
  });
}

/** Figures per article; the same in every language, since translations keep the same blocks. */
export function figureCount(slug: string): number {
  return getArticle(defaultLocale, slug)?.content.filter(isFigureBlock).length ?? 0;
}

export const coverUrl = (slug: string) => `/api/blog/art/${slug}/cover.svg`;
export const figureUrl = (slug: string, figureIndex: number) =>
  `/api/blog/art/${slug}/figure-${figureIndex}.svg`;
