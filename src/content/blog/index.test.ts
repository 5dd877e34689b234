import { describe, expect, it } from 'vitest';
import { articleDocumentTitle } from '@/features/blog/seo';
import { articleWordCount, countWords, readingMinutes } from './read-time';
import { extractPrompt } from '@/features/blog/prompt';
import { isFigureBlock } from '@/features/blog/art/artwork';
import { illustrations } from '@/features/blog/art/illustrations';
import { locales } from '@/i18n/routing';
import { leaves, missingPaths, untranslated } from '../../../tests/i18n/translation-parity';
import { articles } from './articles';
import {
  allArticles,
  articleSlugs,
  blogLabels,
  formatArticleDate,
  getArticle,
  getArticles,
  getCategory,
  parseArticles,
  readTimeLabel,
} from '.';

const [sample] = articles;

/** A valid article to break one field at a time. */
function withChange(change: (article: Record<string, unknown>) => void) {
  const copy = structuredClone(sample) as unknown as Record<string, unknown>;
  change(copy);
  return copy;
}

describe('the article schema', () => {
  it('accepts all six articles of the issue, in magazine order', () => {
    expect(() => parseArticles(articles)).not.toThrow();
    expect(allArticles).toHaveLength(6);
    expect(new Set(articleSlugs).size).toBe(6);
  });

  it.each([
    ['an unknown category', (a: Record<string, unknown>) => (a.category = 'gossip')],
    ['a slug with spaces', (a: Record<string, unknown>) => (a.slug = 'Not A Slug')],
    ['a date that is not ISO', (a: Record<string, unknown>) => (a.date = 'October 1, 2025')],
    ['a missing Spanish version', (a: Record<string, unknown>) => delete a.es],
    [
      'an excerpt too short for a page description',
      (a: Record<string, unknown>) => ((a.en as { excerpt: string }).excerpt = 'Too short.'),
    ],
    [
      'an unknown block type',
      (a: Record<string, unknown>) =>
        (a.en as { content: unknown[] }).content.push({ type: 'video', src: 'x' }),
    ],
    [
      'a callout colour outside the palette',
      (a: Record<string, unknown>) =>
        (a.en as { content: unknown[] }).content.push({
          type: 'icon-callout',
          icon: 'lightbulb',
          title: 'Tip',
          text: 'Text',
          color: 'teal',
        }),
    ],
    [
      'a chart without figures',
      (a: Record<string, unknown>) =>
        (a.es as { content: unknown[] }).content.push({
          type: 'graph-placeholder',
          title: 'Gráfico',
          description: 'Sin datos',
          chartType: 'pie',
          data: [],
        }),
    ],
  ])('rejects an article with %s', (_case, change) => {
    expect(() => parseArticles([withChange(change)])).toThrow();
  });

  it('rejects two articles with the same slug', () => {
    expect(() => parseArticles([sample, sample])).toThrow(/Duplicate article/);
  });
});

describe.each(locales)('the %s articles', (locale) => {
  it.each(articleSlugs)(
    '%s is substantive, offers a prompt to copy and fits the title rules',
    (slug) => {
      const article = getArticle(locale, slug)!;
      expect(article.wordCount).toBeGreaterThanOrEqual(800);
      const prompts = article.content.flatMap((block) =>
        block.type === 'icon-callout' ? [extractPrompt(block.text)].filter(Boolean) : [],
      );
      expect(prompts.length).toBeGreaterThanOrEqual(1);
      const title = articleDocumentTitle(article.title);
      expect(title).toMatch(/ \| Marlowe$/);
      expect(title.length, title).toBeGreaterThanOrEqual(30);
      expect(title.length, title).toBeLessThanOrEqual(60);
    },
  );
});

describe('translations of an article', () => {
  it('name only illustrations the blog draws, so each alt text describes a real picture', () => {
    const keys = locales.flatMap((locale) =>
      getArticles(locale).flatMap((article) =>
        article.content.flatMap((block) => (block.type === 'image' ? [block.src] : [])),
      ),
    );
    expect(keys.filter((key) => !(key in illustrations))).toEqual([]);
  });

  it.each(articleSlugs)('%s has the same figures and charts in both languages', (slug) => {
    const [en, es] = locales.map((locale) => getArticle(locale, slug)!);
    const shape = (article: typeof en) =>
      article!.content
        .filter((block) => isFigureBlock(block) || block.type === 'graph-placeholder')
        .map((block) =>
          block.type === 'graph-placeholder'
            ? `${block.chartType}:${block.data.map((point) => point.value).join(',')}`
            : block.type,
        );
    expect(shape(es)).toEqual(shape(en));
  });
});

describe('read time', () => {
  it('counts words, including contractions, hyphenated words and accents', () => {
    expect(countWords("Don't over-engineer: ¿qué opina usted? 20 horas")).toBe(7);
  });

  it('rounds to whole minutes at 220 words a minute, never below one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(1220)).toBe(6);
  });

  it('reads title, excerpt and every block', () => {
    expect(
      articleWordCount({
        title: 'Two words',
        excerpt: 'Three more words',
        content: [
          { type: 'paragraph', text: 'One two three four' },
          { type: 'list', items: ['a b', 'c'] },
          { type: 'quote', text: 'Quoted words', author: 'Jordan Marlowe' },
        ],
      }),
    ).toBe(2 + 3 + 4 + 3 + 4);
  });

  it('is labelled in the reader’s language', () => {
    expect(readTimeLabel('en', 5)).toBe('5 min read');
    expect(readTimeLabel('es', 5)).toBe('5 min de lectura');
    const article = getArticles('es')[0]!;
    expect(article.readTime).toBe(`${article.readMinutes} min de lectura`);
  });
});

describe('translations', () => {
  it('name the categories and the read time in both languages', () => {
    expect(missingPaths(blogLabels.en, blogLabels.es)).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
    });
    expect(untranslated(blogLabels.en, blogLabels.es, new Set())).toEqual([]);
  });

  it.each(articleSlugs)('%s has no English sentence left in its Spanish version', (slug) => {
    const article = allArticles.find((candidate) => candidate.slug === slug)!;
    const english = new Set(leaves(article.en).map((leaf) => leaf.value));
    const copied = leaves(article.es).filter(
      // Brand names and figures read the same in both languages; sentences do not.
      (leaf) => english.has(leaf.value) && leaf.value.split(/\s+/).length > 3,
    );
    expect(copied).toEqual([]);
  });
});

describe('dates and categories', () => {
  it('formats the publication date for each language', () => {
    expect(formatArticleDate('en', '2025-10-01')).toBe('October 1, 2025');
    expect(formatArticleDate('es', '2025-10-01')).toBe('1 de octubre de 2025');
  });

  it('names each category and its tagline in both languages', () => {
    expect(getCategory('en', 'trending')).toMatchObject({
      name: 'Trending',
      tagline: 'Hot topics & must-reads',
    });
    expect(getCategory('en', 'spotlight').tagline).toBe('Success stories');
    expect(getCategory('es', 'futureNow').tagline).toBe('Tendencias y pronósticos');
  });
});
