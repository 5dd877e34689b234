import { describe, expect, it } from 'vitest';
import { launchArticleViews as getArticles } from '../../support/launch-articles';
import { absolute, locales, localized } from '../../../e2e/support/site';
import { get, servedPage, textOf } from './support/served-pages';

// What the server answers besides a page's body: headers, feeds, files, and where it sends a
// visitor. Nothing here needs a browser.

describe('security headers', () => {
  const pages = ['/', '/es/about', '/no-such-page'];
  const resources = ['/api/health', '/icon.svg'];

  it.each([...pages, ...resources])('on %s', async (address) => {
    const response = await get(address, { redirect: 'manual' });
    const header = (name: string) => response.headers.get(name);
    expect(header('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header('permissions-policy')).toContain('camera=()');
    // The icon is shown by other sites (feed readers); everything else is for this origin only.
    expect(header('cross-origin-resource-policy')).toBe(
      address === '/icon.svg' ? 'cross-origin' : 'same-origin',
    );
    const csp = header('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; /);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(header('x-powered-by')).toBeNull();
  });

  it.each(pages)(
    "a page's policy limits plugins, the base address and form targets (%s)",
    async (address) => {
      const csp = (await get(address)).headers.get('content-security-policy') ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
    },
  );
});

describe('unknown addresses and files', () => {
  /** What crawlers read: the head the server sends with the 404 response. */
  async function serverHead(path: string) {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    const attribute = (pattern: RegExp) => html.match(pattern)?.[1];
    return {
      title: attribute(/<title>([^<]*)<\/title>/),
      description: attribute(/<meta name="description" content="([^"]*)"/),
      canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
      robots: attribute(/<meta name="robots" content="([^"]*)"/),
      shareImage: attribute(/<meta property="og:image" content="([^"]*)"/),
    };
  }

  it('the 404 response carries its own title, description and noindex, and no address of its own', async () => {
    const english = await serverHead('/this/does-not-exist');
    expect(english.title).toBe('Page Not Found: Let&#x27;s Get You Back | Marlowe');
    expect(english.description?.length).toBeGreaterThanOrEqual(120);
    expect(english.description?.length).toBeLessThanOrEqual(160);
    expect(english.robots).toContain('noindex');
    expect(english.canonical).toBeUndefined();
    expect(english.shareImage).toBeUndefined();

    const spanish = await serverHead('/es/no-existe');
    expect(spanish.title).toBe('Página no encontrada: volvamos al camino | Marlowe');
    expect(spanish.description).toMatch(/^La página que buscaba/);
    expect(spanish.canonical).toBeUndefined();
    expect(spanish.shareImage).toBeUndefined();
    for (const booking of ['/es/booking/no-existe', '/es/booking/cancel/abc']) {
      expect((await serverHead(booking)).title).toBe(spanish.title);
    }
  });

  it('real files keep their address, type and policy', async () => {
    const home = await servedPage('/');
    const stylesheet = home.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
    const files = [
      { path: '/icon.svg', type: /^image\/svg\+xml/ },
      { path: '/robots.txt', type: /^text\/plain/ },
      { path: '/sitemap.xml', type: /xml/ },
      { path: '/blog/rss.xml', type: /xml/ },
      { path: '/es/blog/rss.xml', type: /xml/ },
      { path: '/images/home/projects/field-service-app.svg', type: /^image\/svg\+xml/ },
      { path: '/opengraph-image', type: /^image\/png/ },
      { path: stylesheet!, type: /^text\/css/ },
    ];
    for (const file of files) {
      const response = await get(file.path, { redirect: 'manual' });
      expect(response.status, file.path).toBe(200);
      expect(response.headers.get('content-type'), file.path).toMatch(file.type);
      if (!file.path.startsWith('/_next/')) {
        expect(response.headers.get('content-security-policy'), file.path).toMatch(
          /^default-src 'none'/,
        );
      }
    }
  });
});

describe('the Blogazine', () => {
  it('each language has an RSS feed of the issue', async () => {
    for (const locale of locales) {
      const response = await get(localized(locale, '/blog/rss.xml'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/rss+xml');
      const xml = await response.text();
      expect(xml).toContain('<rss');
      expect(xml).toContain(`<language>${locale}</language>`);
      for (const article of getArticles(locale)) {
        expect(xml).toContain(`<link>${absolute(locale, `/blog/${article.slug}`)}</link>`);
      }
    }
  });

  it('article pictures are our own SVG artwork, served as files', async () => {
    const slug = getArticles('en')[0]!.slug;
    const cover = await get(`/api/blog/art/${slug}/cover.svg`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    expect(await cover.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await get(`/api/blog/art/${slug}/figure-0.svg`)).status).toBe(200);
  });

  it('the PDF route serves each language and refuses unknown articles', async () => {
    const [article] = getArticles('es');
    const spanish = await get(`/api/blog/${article!.slug}/pdf?lang=es`);
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('content-type')).toBe('application/pdf');
    expect(spanish.headers.get('content-disposition')).toContain(`${article!.slug}-es.pdf`);
    const english = await get(`/api/blog/${article!.slug}/pdf`);
    const [es, en] = await Promise.all([spanish.arrayBuffer(), english.arrayBuffer()]);
    expect(Buffer.from(en).equals(Buffer.from(es))).toBe(false);
    const missing = await get('/api/blog/no-such-article/pdf?lang=es');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(/No encontramos/);
  });
});

describe('pages reached from emails', () => {
  it.each(locales)(
    'the cancel page explains an unknown link and stays out of search (%s)',
    async (locale) => {
      const doc = await servedPage(
        `${localized(locale, '/booking/cancel')}?token=not-a-real-token`,
      );
      expect(textOf(doc.querySelector('h1'))).toBe(
        locale === 'en'
          ? 'This cancellation link does not work'
          : 'Este enlace de cancelación no funciona',
      );
      expect(textOf(doc.querySelector('main'))).toContain('hello@marlowe.studio');
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
      expect(doc.title).toMatch(
        locale === 'en' ? /^Cancel Your Strategy Session/ : /^Cancelar su sesión/,
      );
    },
  );

  it.each(locales)('an unknown newsletter link says so (%s)', async (locale) => {
    const invalidLink = {
      en: 'We could not find this subscription',
      es: 'No encontramos esta suscripción',
    }[locale];
    for (const address of [
      `${localized(locale, '/newsletter/confirm')}?token=${'A'.repeat(43)}`,
      `${localized(locale, '/newsletter/unsubscribe')}?token=nope`,
    ]) {
      expect(textOf((await servedPage(address)).querySelector('h1')), address).toBe(invalidLink);
    }
  });

  it('the cancel page is not in the sitemap', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/booking/cancel');
  });
});

describe('the language of a page', () => {
  it('without a stored choice the address alone decides the language', async () => {
    const response = await get('/about', {
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect((await response.text()).match(/<html[^>]* lang="([^"]+)"/)?.[1]).toBe('en');
  });
});

describe('the desk', () => {
  it.each(locales)('keeps its sign-in page out of search engines (%s)', async (locale) => {
    const doc = await servedPage(localized(locale, '/studio/sign-in'));
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });
});
