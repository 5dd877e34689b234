import { articleSlugs, getArticle, categoryColors, type ContentBlock } from '@/content/blog';
import { defaultLocale } from '@/i18n/routing';
import { illustrations } from './illustrations';
import { artAccents, drawMotif, motifNames, motifs, type MotifName } from './motifs';
import { hashString, type Scene } from './scene';

export const coverSize = { width: 1200, height: 675 } as const;
export const figureSize = { width: 1200, height: 600 } as const;

const coverMotifs: Record<string, MotifName> = {
  'first-90-days-of-ai': 'horizon',
  'coastal-inn-stops-missing-calls': 'waves',
  'voice-agents-answer-the-phone': 'radar',
  'ai-literacy-is-a-leadership-job': 'constellation',
  'prompts-that-work-at-work': 'orbits',
  'own-your-data-when-buying-ai': 'galaxy',
};

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

type FigureBlock = Extract<ContentBlock, { type: 'image' | 'image-placeholder' }>;

export function isFigureBlock(block: ContentBlock): block is FigureBlock {
  return block.type === 'image' || block.type === 'image-placeholder';
}

// Translations keep the same blocks, so the English article decides every language's figures.
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

export function figureCount(slug: string): number {
  return getArticle(defaultLocale, slug)?.content.filter(isFigureBlock).length ?? 0;
}

export const coverUrl = (slug: string) => `/api/blog/art/${slug}/cover.svg`;
export const figureUrl = (slug: string, figureIndex: number) =>
  `/api/blog/art/${slug}/figure-${figureIndex}.svg`;
