import { describe, expect, it } from 'vitest';
import { homeSection, serviceSlugs, servicePath } from '@/config/navigation';
import { launchArticles } from '../../../../tests/support/launch-articles';
import { faqContent } from '@/content/home/faq';
import { searchSuggestionsContent } from '@/content/search';
import { articlePath } from '@/features/blog/seo';
import { locales } from '@/i18n/routing';
import { staticPages } from '@/lib/seo/page-seo';
import { buildSearchIndex, searchSite, type SearchDocument } from '../engine';
import { foldWord, splitWords, termStart, wordTerms } from '../text';
import { searchDocuments } from './documents';

const articleSlugs = launchArticles().map((article) => article.slug);

/** Every address a result may lead to. */
const knownHrefs = new Set<string>([
  ...articleSlugs.map(articlePath),
  ...serviceSlugs.map(servicePath),
  ...Object.values(staticPages).map((page) => page.path),
  ...Object.values(homeSection).map((section) => `/#${section}`),
]);

describe.each(locales)('the %s search', (locale) => {
  const documentsPromise = searchDocuments(locale);
  const indexPromise = documentsPromise.then((documents) => buildSearchIndex(locale, documents));

  it('covers every article, service and FAQ entry, and the pages, once each', async () => {
    const documents = await documentsPromise;
    const count = (type: SearchDocument['type']) => documents.filter((d) => d.type === type).length;
    expect(count('article')).toBe(articleSlugs.length);
    expect(count('service')).toBe(serviceSlugs.length);
    expect(count('faq')).toBe(faqContent[locale].questions.length);
    expect(documents.filter((d) => d.href === staticPages.privacy.path)).toHaveLength(1);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
    for (const document of documents) {
      expect(knownHrefs, document.id).toContain(document.href);
      expect(document.title.trim(), document.id).not.toBe('');
      expect(document.text.trim(), document.id).not.toBe('');
    }
  });

  it('is written in its own language', async () => {
    const documents = await documentsPromise;
    const article = documents.find((d) => d.id === `article:${articleSlugs[0]}`);
    expect(article?.title).toBe(launchArticles()[0]![locale].title);
    expect(documents.find((d) => d.type === 'faq')?.title).toBe(
      faqContent[locale].questions[0]!.question,
    );
  });

  it('stems every word of the site without changing its first letters', async () => {
    // Snippets rule words out by their first letters before stemming them.
    const words = new Set(
      (await documentsPromise).flatMap((d) => splitWords(`${d.title} ${d.text}`)),
    );
    const changed = [...words].filter((word) =>
      wordTerms(locale, word).some((term) => termStart(term) !== termStart(foldWord(word))),
    );
    expect(changed).toEqual([]);
  });

  it('answers every popular search it suggests', async () => {
    const index = await indexPromise;
    for (const query of searchSuggestionsContent[locale].popular) {
      expect(searchSite(index, query).length, query).toBeGreaterThan(0);
    }
  });

  it('finds an article, a service and an FAQ entry for an everyday question', async () => {
    const index = await indexPromise;
    const query = locale === 'en' ? 'agents' : 'agentes';
    const hits = searchSite(index, query);
    expect(hits[0]?.id).toBe('service:custom-ai-agents');
    expect(hits.map((hit) => hit.type)).toEqual(expect.arrayContaining(['article', 'faq']));
  });
});
