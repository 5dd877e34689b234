import { describe, expect, it } from 'vitest';
import { articleDocumentTitle } from '@/features/blog/document-title';
import { articleWordCount, countWords, readingMinutes } from './read-time';
import { extractPrompt } from '@/features/blog/prompt';
import { isFigureBlock } from '@/features/blog/art/artwork';
import { illustrations } from '@/features/blog/art/illustrations';
import { locales } from '@/i18n/routing';
import { leaves, missingPaths, untranslated } from '../../../tests/i18n/translation-parity';
import { launchArticles } from '../../../tests/support/launch-articles';
import {
  blogLabels,
  formatArticleDate,
  getArticle,
  getArticles,
  getCategory,
  localizeArticle,
  parseArticles,
  readTimeLabel,
} from '.';
import { articleDraftSchema } from './schema';

const articles = launchArticles();
const articleSlugs = articles.map((article) => article.slug);
const [sample] = articles;
const launchArticle = (locale: (typeof locales)[number], slug: string) =>
  localizeArticle(
    articles.find((article) => article.slug === slug)!,
    locale,
  );

/** A valid article to break one field at a time. */
function withChange(change: (article: Record<string, unknown>) => void) {
  const copy = structuredClone(sample) as unknown as Record<string, unknown>;
  change(copy);
  return copy;
}

describe('the article schema', () => {
  it('accepts all six launch articles, as migrated, in magazine order', async () => {
    expect(() => parseArticles(articles)).not.toThrow();
    expect(new Set(articleSlugs).size).toBe(6);
    expect((await getArticles('en')).map((article) => article.slug)).toEqual(articleSlugs);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().reverse());
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

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/services/ai-training'],
    ['https://user:secret@example.com/'],
  ])('rejects a link to %s, in a draft as well', (target) => {
    const withLink = withChange((a) => {
      (a.en as { content: unknown[] }).content.push({
        type: 'paragraph',
        text: `Read [the guide](${target}) first.`,
      });
    });
    expect(() => parseArticles([withLink])).toThrow(/link/);
    expect(articleDraftSchema.safeParse(withLink).success).toBe(false);
  });

  it('accepts http and https links, and a draft with empty fields and few blocks', () => {
    const withLink = withChange((a) => {
      (a.es as { content: unknown[] }).content.push({
        type: 'list',
        items: ['Vea [la guía](https://example.com/guia?x=1#y) y [esta](http://example.org).'],
      });
    });
    expect(() => parseArticles([withLink])).not.toThrow();
    const draft = withChange((a) => {
      a.en = { title: '', excerpt: '', content: [{ type: 'paragraph', text: '' }] };
    });
    expect(articleDraftSchema.safeParse(draft).success).toBe(true);
    expect(() => parseArticles([draft])).toThrow();
  });

  it('refuses an uploaded image named by something other than its id', () => {
    const image = (src: string) =>
      withChange((a) => {
        (a.en as { content: unknown[] }).content.push({
          type: 'image',
          src,
          alt: 'A chart',
          caption: 'Caption',
          position: 'full',
        });
      });
    expect(() =>
      parseArticles([image('upload:00000000-0000-4000-8000-000000000000')]),
    ).not.toThrow();
    expect(() => parseArticles([image('upload:../../etc/passwd')])).toThrow();
  });
});

describe.each(locales)('the %s articles', (locale) => {
  it.each(articleSlugs)(
    '%s is substantive, offers a prompt to copy and fits the title rules',
    (slug) => {
      const article = launchArticle(locale, slug);
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
      articles.flatMap((article) =>
        article[locale].content.flatMap((block) => (block.type === 'image' ? [block.src] : [])),
      ),
    );
    expect(keys.filter((key) => !(key in illustrations))).toEqual([]);
  });

  it.each(articleSlugs)('%s has the same figures and charts in both languages', (slug) => {
    const [en, es] = locales.map((locale) => launchArticle(locale, slug));
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

  it('is labelled in the reader’s language', async () => {
    expect(readTimeLabel('en', 5)).toBe('5 min read');
    expect(readTimeLabel('es', 5)).toBe('5 min de lectura');
    const article = (await getArticle('es', articleSlugs[0]!))!;
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
    const article = articles.find((candidate) => candidate.slug === slug)!;
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
