// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import seoEn from '@messages/en/seo.json';
import type { ArticleDraft } from '@/content/blog/schema';
import { launchArticles } from '../../../../tests/support/launch-articles';
import { analyzeDraft, articleGaps, languageGaps } from './article-checks';

const [launch] = launchArticles() as [ArticleDraft];
const keys = (draft: ArticleDraft, locale: 'en' | 'es') =>
  languageGaps(draft, locale).map((gap) => gap.key);

describe('the editor’s checks', () => {
  it('find nothing missing in a launch article, which the SEO analyzer scores as the site does', () => {
    expect(languageGaps(launch, 'en')).toEqual([]);
    expect(languageGaps(launch, 'es')).toEqual([]);
    expect(articleGaps(launch)).toEqual([]);
    const analysis = analyzeDraft(launch, 'en', seoEn.SeoAnalysis);
    expect(analysis.issues.filter((issue) => issue.type === 'critical')).toEqual([]);
    expect(analysis.score).toBeGreaterThanOrEqual(90);
  });

  it('name a language left empty, and each gap of a started one', () => {
    const blank = { title: '', excerpt: '', content: [{ type: 'paragraph' as const, text: '' }] };
    expect(keys({ ...launch, es: blank }, 'es')).toEqual(['missingLanguage']);
    const started: ArticleDraft = {
      ...launch,
      slug: 'Not A Slug',
      en: {
        title: 'A start',
        excerpt: 'Too short.',
        content: [
          { type: 'paragraph', text: 'See [this](javascript:alert(1)).' },
          { type: 'image', src: 'prompt-anatomy', alt: '', caption: 'A caption', position: 'full' },
          { type: 'icon-callout', icon: 'target', title: '', text: 'Body', color: 'purple' },
        ],
      },
    };
    expect(languageGaps(started, 'en')).toEqual([
      { key: 'excerpt', values: { count: 10 } },
      { key: 'fewBlocks', values: { count: 3 } },
      { key: 'link', values: { number: 1 } },
      { key: 'alt', values: { number: 2 } },
      { key: 'emptyBlock', values: { number: 3, type: 'icon-callout' } },
    ]);
    expect(articleGaps(started).map((gap) => gap.key)).toEqual(['slug']);
  });

  it('read the draft as its page would be: a missing description and a thin text are found', () => {
    const thin: ArticleDraft = {
      ...launch,
      en: { ...launch.en, excerpt: '', content: launch.en.content.slice(0, 2) },
    };
    const analysis = analyzeDraft(thin, 'en', seoEn.SeoAnalysis);
    const messages = analysis.issues.map((issue) => issue.message).join('\n');
    expect(messages).toMatch(/description/i);
    expect(analysis.score).toBeLessThan(analyzeDraft(launch, 'en', seoEn.SeoAnalysis).score);
  });
});
