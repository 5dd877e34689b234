import { publicEnv } from '@/config/public-env';
import { pagePath } from '@/config/navigation';
import { inlineParts, isOutsideLink, linkProblem } from '@/content/blog/inline-links';
import type { ArticleDraft, DraftBlock } from '@/content/blog/schema';
import { localizedPath, type Locale } from '@/i18n/routing';
import type { SeoAnalysis } from '@/lib/seo/analysis';
import { analyzeDocument, type SeoAnalysisText } from '@/lib/seo/analyzer';
import { articleDocumentTitle } from '../document-title';

export const EXCERPT_LENGTH = { min: 120, max: 160 } as const;
const TITLE_MAX = 90;
const BLOCKS_MIN = 8;

export interface Gap {
  key:
    | 'missingLanguage'
    | 'title'
    | 'titleLong'
    | 'excerpt'
    | 'fewBlocks'
    | 'emptyBlock'
    | 'alt'
    | 'chart'
    | 'link'
    | 'coverAlt'
    | 'author'
    | 'slug';
  values?: Record<string, string | number>;
}

const filled = (text: string | undefined) => Boolean(text?.trim());

function blockTexts(block: DraftBlock): (string | undefined)[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return [block.text];
    case 'image':
      return [block.src, block.caption];
    case 'image-placeholder':
      return [block.caption];
    case 'icon-callout':
      return [block.title, block.text];
    case 'graph-placeholder':
      return [block.title, block.description, ...block.data.map((figure) => figure.label)];
    case 'list':
      return block.items.length ? block.items : [''];
    case 'quote':
      return [block.text];
  }
}

function linkedTexts(block: DraftBlock): string[] {
  if (block.type === 'paragraph' || block.type === 'quote') return [block.text];
  if (block.type === 'icon-callout') return [block.text];
  if (block.type === 'list') return block.items;
  return [];
}

function blockGaps(block: DraftBlock, number: number): Gap[] {
  const gaps: Gap[] = [];
  if (!blockTexts(block).every(filled)) {
    gaps.push({ key: 'emptyBlock', values: { number, type: block.type } });
  }
  if (block.type === 'image' && !filled(block.alt)) gaps.push({ key: 'alt', values: { number } });
  if (block.type === 'graph-placeholder' && block.data.length < 2) {
    gaps.push({ key: 'chart', values: { number } });
  }
  if (linkedTexts(block).some((text) => linkProblem(text))) {
    gaps.push({ key: 'link', values: { number } });
  }
  return gaps;
}

export function languageGaps(draft: ArticleDraft, locale: Locale): Gap[] {
  const copy = draft[locale];
  const empty = !filled(copy.title) && !filled(copy.excerpt) && !copy.content.some(hasText);
  if (empty) return [{ key: 'missingLanguage' }];
  const gaps: Gap[] = [];
  const title = copy.title.trim();
  if (!title) gaps.push({ key: 'title' });
  else if (title.length > TITLE_MAX)
    gaps.push({ key: 'titleLong', values: { count: title.length } });
  const excerpt = copy.excerpt.trim().length;
  if (excerpt < EXCERPT_LENGTH.min || excerpt > EXCERPT_LENGTH.max) {
    gaps.push({ key: 'excerpt', values: { count: excerpt } });
  }
  if (copy.content.length < BLOCKS_MIN) {
    gaps.push({ key: 'fewBlocks', values: { count: copy.content.length } });
  }
  copy.content.forEach((block, index) => gaps.push(...blockGaps(block, index + 1)));
  if (draft.cover?.kind === 'upload' && !filled(draft.cover.alt[locale])) {
    gaps.push({ key: 'coverAlt' });
  }
  return gaps;
}

export function articleGaps(draft: ArticleDraft): Gap[] {
  const gaps: Gap[] = [];
  if (!filled(draft.author)) gaps.push({ key: 'author' });
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(draft.slug)) gaps.push({ key: 'slug' });
  return gaps;
}

function hasText(block: DraftBlock): boolean {
  return blockTexts(block).some(filled);
}

function appendRichText(doc: Document, parent: Element, text: string) {
  for (const part of inlineParts(text)) {
    if (typeof part === 'string') {
      parent.append(doc.createTextNode(part));
      continue;
    }
    const link = doc.createElement('a');
    link.href = part.href;
    if (isOutsideLink(part.href, publicEnv.siteUrl)) link.rel = 'nofollow noopener noreferrer';
    link.textContent = part.label;
    parent.append(link);
  }
}

function appendBlock(doc: Document, body: HTMLElement, block: DraftBlock) {
  const add = <K extends keyof HTMLElementTagNameMap>(tag: K, parent: Element = body) =>
    parent.appendChild(doc.createElement(tag));
  switch (block.type) {
    case 'paragraph':
      appendRichText(doc, add('p'), block.text);
      return;
    case 'heading':
      add(block.level === 2 ? 'h2' : 'h3').textContent = block.text;
      return;
    case 'image': {
      const figure = add('figure');
      const image = add('img', figure);
      image.setAttribute('alt', block.alt);
      add('figcaption', figure).textContent = block.caption;
      return;
    }
    case 'image-placeholder':
      add('figcaption', add('figure')).textContent = block.caption;
      return;
    case 'icon-callout': {
      const aside = add('aside');
      add('p', aside).textContent = block.title;
      appendRichText(doc, add('p', aside), block.text);
      return;
    }
    case 'graph-placeholder': {
      const figure = add('figure');
      add('figcaption', figure).textContent = `${block.title} ${block.description}`;
      return;
    }
    case 'list': {
      const list = add(block.ordered ? 'ol' : 'ul');
      for (const item of block.items) appendRichText(doc, add('li', list), item);
      return;
    }
    case 'quote': {
      const quote = add('blockquote');
      appendRichText(doc, add('p', quote), block.text);
      if (block.author) add('figcaption', quote).textContent = block.author;
    }
  }
}

// Built in the browser from the draft, so the analyzer reads the page as the site would serve it.
function articleDocument(draft: ArticleDraft, locale: Locale): { doc: Document; url: string } {
  const copy = draft[locale];
  const doc = document.implementation.createHTMLDocument('');
  doc.documentElement.lang = locale;
  const url = `${publicEnv.siteUrl}${localizedPath(locale, `${pagePath.blog}/${draft.slug}`)}`;
  doc.title = copy.title.trim() ? articleDocumentTitle(copy.title.trim()) : '';
  const meta = (attribute: 'name' | 'property', key: string, content: string) => {
    const tag = doc.createElement('meta');
    tag.setAttribute(attribute, key);
    tag.content = content;
    doc.head.append(tag);
  };
  if (copy.excerpt.trim()) meta('name', 'description', copy.excerpt.trim());
  meta('property', 'og:title', doc.title);
  meta('property', 'og:description', copy.excerpt);
  meta('property', 'og:image', `${url}/opengraph-image`);
  meta('name', 'twitter:card', 'summary_large_image');
  const canonical = doc.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = url;
  const data = doc.createElement('script');
  data.type = 'application/ld+json';
  data.textContent = JSON.stringify({ '@type': 'BlogPosting', headline: copy.title });
  doc.head.append(canonical, data);
  const h1 = doc.createElement('h1');
  h1.textContent = copy.title;
  if (copy.title.trim()) doc.body.append(h1);
  for (const block of copy.content) appendBlock(doc, doc.body, block);
  return { doc, url };
}

export function analyzeDraft(
  draft: ArticleDraft,
  locale: Locale,
  text: SeoAnalysisText,
): SeoAnalysis {
  const { doc, url } = articleDocument(draft, locale);
  return analyzeDocument(doc, { text, pageUrl: url });
}
