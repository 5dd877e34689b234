import { plainText } from './inline-links';
import type { ContentBlock } from './schema';

// An unhurried pace for business prose on a screen.
const WORDS_PER_MINUTE = 220;

export function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'paragraph':
      return plainText(block.text);
    case 'heading':
      return block.text;
    case 'image':
    case 'image-placeholder':
      return block.caption;
    case 'icon-callout':
      return `${block.title} ${plainText(block.text)}`;
    case 'graph-placeholder':
      return `${block.title} ${block.description}`;
    case 'list':
      return block.items.map(plainText).join(' ');
    case 'quote':
      return [plainText(block.text), block.author].filter(Boolean).join(' ');
  }
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

type ArticleText = { title: string; excerpt: string; content: ContentBlock[] };

export function articleWordCount(parts: ArticleText): number {
  return (
    countWords(parts.title) +
    countWords(parts.excerpt) +
    parts.content.reduce((sum, block) => sum + countWords(blockText(block)), 0)
  );
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
