import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '@/config/navigation';
import { servicePages } from '@/content/services';
import { readMessages } from '../../../tests/i18n/message-files';
import { TITLE_SUFFIX } from '@/config/site';
import { alternateUrls, canonicalUrl, pageMetadata, shareImageUrl } from './metadata';

type PageCopy = { title: string; description: string };

/** Every namespace with a `meta` block describes a page's head. */
function pageCopies(messages: Record<string, unknown>): [string, PageCopy][] {
  return Object.entries(messages)
    .filter(([, value]) => value && typeof value === 'object' && 'meta' in value)
    .map(([namespace, value]) => [namespace, (value as { meta: PageCopy }).meta]);
}

describe.each(['en', 'es'] as const)('%s page titles and descriptions', (locale) => {
  // Service pages keep their head copy with the rest of their content.
  const pages: [string, PageCopy][] = [
    ...pageCopies(readMessages(locale)),
    ...serviceSlugs.map((slug): [string, PageCopy] => [slug, servicePages[slug][locale].meta]),
  ];

  it('cover the fixed pages', () => {
    expect(pages.map(([namespace]) => namespace)).toEqual(
      expect.arrayContaining(['Home', 'About', 'NotFound']),
    );
  });

  it.each(pages)(
    '%s: title 30-60 characters with the suffix, description 120-160',
    (_namespace, copy) => {
      const { title, description } = copy;
      expect(`${title}${TITLE_SUFFIX}`.length).toBeGreaterThanOrEqual(30);
      expect(`${title}${TITLE_SUFFIX}`.length).toBeLessThanOrEqual(60);
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );
});

describe('page metadata', () => {
  it('builds absolute canonical and alternate addresses for both languages', () => {
    expect(canonicalUrl('en', '/')).toBe('http://localhost:3000');
    expect(canonicalUrl('es', '/')).toBe('http://localhost:3000/es');
    expect(alternateUrls('/about')).toEqual({
      en: 'http://localhost:3000/about',
      es: 'http://localhost:3000/es/about',
      'x-default': 'http://localhost:3000/about',
    });
    expect(shareImageUrl('es', '/')).toBe('http://localhost:3000/es/opengraph-image');
  });

  it('declares the full title, share cards and alternates', () => {
    const metadata = pageMetadata({
      locale: 'es',
      path: '/about',
      title: 'Conozca a Jordan Marlowe y al estudio',
      description: 'Descripción',
      keywords: 'IA',
    });
    expect(metadata.title).toEqual({ absolute: 'Conozca a Jordan Marlowe y al estudio | Marlowe' });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/es/about');
    expect(metadata.openGraph).toMatchObject({
      locale: 'es_US',
      url: 'http://localhost:3000/es/about',
      images: [{ url: 'http://localhost:3000/es/about/opengraph-image', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
