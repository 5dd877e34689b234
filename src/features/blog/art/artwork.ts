import { categoryColors, type ContentBlock } from '@/content/blog';
import type { Article, ArticleCover } from '@/content/blog/schema';
import { previewFilesPath } from '../preview-links';
import { illustrations } from './illustrations';
import { artAccents, drawMotif, motifNames, motifs, type MotifName } from './motifs';
import { hashString, type Scene } from './scene';

export const coverSize = { width: 1200, height: 675 } as const;
export const figureSize = { width: 1200, height: 600 } as const;

// The launch articles' covers, drawn before a cover could be chosen in the desk.
const launchMotifs: Record<string, MotifName> = {
  'first-90-days-of-ai': 'horizon',
  'coastal-inn-stops-missing-calls': 'waves',
  'voice-agents-answer-the-phone': 'radar',
  'ai-literacy-is-a-leadership-job': 'constellation',
  'prompts-that-work-at-work': 'orbits',
  'own-your-data-when-buying-ai': 'galaxy',
};

type ArtCover = Extract<ArticleCover, { kind: 'art' }>;

export function artCover(article: Pick<Article, 'id' | 'category' | 'cover'>): ArtCover {
  if (article.cover?.kind === 'art') return article.cover;
  return {
    kind: 'art',
    motif: launchMotifs[article.id] ?? motifNames[hashString(article.id) % motifNames.length]!,
    palette: categoryColors[article.category],
  };
}

export function coverScene(article: Pick<Article, 'id' | 'category' | 'cover'>): Scene {
  const { motif, palette } = artCover(article);
  return drawMotif(motifs[motif], {
    ...coverSize,
    accent: artAccents[palette],
    seed: hashString(`cover:${article.id}`),
    id: 'cover',
  });
}

type FigureBlock = Extract<ContentBlock, { type: 'image' | 'image-placeholder' }>;

export function isFigureBlock(block: ContentBlock): block is FigureBlock {
  return block.type === 'image' || block.type === 'image-placeholder';
}

// Translations keep the same blocks, so the English article decides every language's figures.
export function figureScene(
  article: Pick<Article, 'id' | 'category' | 'cover' | 'en'>,
  index: number,
) {
  const block = article.en.content.filter(isFigureBlock)[index];
  const key = block?.type === 'image' ? block.src : `${article.id}:${index}`;
  const { motif: coverMotif, palette } = artCover(article);
  const others = motifNames.filter((name) => name !== coverMotif);
  const motif = illustrations[key] ?? motifs[others[hashString(key) % others.length]!];
  return drawMotif(motif, {
    ...figureSize,
    accent: artAccents[palette],
    seed: hashString(`figure:${key}`),
    id: 'figure',
  });
}

export function figureCount(article: Pick<Article, 'en'>): number {
  return article.en.content.filter(isFigureBlock).length;
}

// A preview draws from the draft its token names, not from the published article.
const artBase = (slug: string, previewToken?: string) =>
  previewToken ? `${previewFilesPath(previewToken)}/art` : `/api/blog/art/${slug}`;

export const coverUrl = (slug: string, previewToken?: string) =>
  `${artBase(slug, previewToken)}/cover.svg`;
export const figureUrl = (slug: string, figureIndex: number, previewToken?: string) =>
  `${artBase(slug, previewToken)}/figure-${figureIndex}.svg`;
