import { describe, expect, it } from 'vitest';
import { searchDocuments } from '@/features/search/server/documents';
import { buildSitemaps } from '@/features/seo/server/sitemaps';
import { pickClientMessages } from '@/i18n/client-messages';
import { loadMessages } from '@/i18n/messages';
import { isPagePath, resolvePageAddress } from '@/server/http/page-addresses';
import { launchArticles } from '../../../../tests/support/launch-articles';

// The desk is found by the proxy but listed nowhere public.
describe('the studio desk', () => {
  it('is a known address, and none of the public pages', () => {
    expect(resolvePageAddress('/es/studio/security')).toEqual({ found: true });
    expect(isPagePath('/studio')).toBe(false);
    expect(isPagePath('/studio/sign-in')).toBe(false);
  });

  it('is in no sitemap and no search index', async () => {
    const { index, sections } = await buildSitemaps(new Date(), launchArticles());
    expect([index, ...sections.map((section) => section.xml)].join()).not.toMatch(/\/studio\b/);
    for (const locale of ['en', 'es'] as const) {
      const documents = await searchDocuments(locale);
      expect(documents.length).toBeGreaterThan(0);
      expect(documents.filter(({ href }) => /^\/studio\b/.test(href))).toEqual([]);
    }
  });

  it('keeps its copy out of the messages public pages send to the browser', async () => {
    for (const locale of ['en', 'es'] as const) {
      expect(pickClientMessages(await loadMessages(locale))).not.toHaveProperty('Studio');
    }
  });
});
