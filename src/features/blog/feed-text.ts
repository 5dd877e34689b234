import { blockText } from '@/content/blog/read-time';
import { inlineParts } from '@/content/blog/inline-links';
import type { ContentBlock } from '@/content/blog';

// A feed reader shows the text as text: a link keeps its address beside its label.
const withAddresses = (text: string) =>
  inlineParts(text)
    .map((part) => (typeof part === 'string' ? part : `${part.label} (${part.href})`))
    .join('');

export function feedText(block: ContentBlock): string {
  switch (block.type) {
    case 'paragraph':
      return withAddresses(block.text);
    case 'icon-callout':
      return `${block.title} ${withAddresses(block.text)}`;
    case 'list':
      return block.items.map(withAddresses).join(' ');
    case 'quote':
      return [withAddresses(block.text), block.author].filter(Boolean).join(' ');
    default:
      return blockText(block);
  }
}

// Feed readers render these fields as HTML: the text is escaped into it, so even `]]>` stays text.
export function feedHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
