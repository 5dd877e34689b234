// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import en from '@messages/en/seo.json';
import es from '@messages/es/seo.json';
import { scoreRating, seoScore } from './analysis';
import { analyzeDocument } from './analyzer';
import { countWords } from './document-reading';

const PAGE_URL = 'https://marlowe.studio/about';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const chars = (count: number) => 'x'.repeat(count);

interface PageParts {
  title?: string | null;
  description?: string | null;
  head?: string;
  social?: string[];
  jsonLd?: string | null;
  body?: string;
}

const allSocialTags = ['og:title', 'og:description', 'og:image', 'twitter:card'];

/** A page that passes every rule unless a part is overridden. */
function page({
  title = chars(45),
  description = chars(140),
  head = '',
  social = allSocialTags,
  jsonLd = '{"@context":"https://schema.org","@type":"WebPage"}',
  body = `<main><h1>Heading</h1><h2>Part</h2><h3>Detail</h3><p>${words(520)}</p></main>`,
}: PageParts = {}) {
  const tags = [
    title === null ? '' : `<title>${title}</title>`,
    description === null ? '' : `<meta name="description" content="${description}">`,
    ...social.map((tag) =>
      tag.startsWith('og:')
        ? `<meta property="${tag}" content="value">`
        : `<meta name="${tag}" content="summary_large_image">`,
    ),
    jsonLd === null ? '' : `<script type="application/ld+json">${jsonLd}</script>`,
    head,
  ].join('');
  return parse(`<!doctype html><html><head>${tags}</head><body>${body}</body></html>`);
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const analyze = (doc: Document, text = en.SeoAnalysis) =>
  analyzeDocument(doc, { text, pageUrl: PAGE_URL });
const messages = (doc: Document) => analyze(doc).issues.map((issue) => issue.message);

describe('SEO analyzer', () => {
  it('finds nothing wrong with a complete page and lists a strength per passing rule', () => {
    const result = analyze(page());
    expect(result.issues).toEqual([]);
    expect(result.recommendations).toEqual([]);
    expect(result.strengths).toEqual([
      'The title is 45 characters long, within 30-60.',
      'The meta description is 140 characters long, within 120-160.',
      'The page has exactly one h1 heading.',
      'The heading outline is in order (subheadings: 2).',
      'The page has 523 words of content.',
      'Structured data is present (JSON-LD blocks: 1).',
      'Open Graph and Twitter card tags are complete.',
    ]);
    expect(result.score).toBe(100);
  });

  describe('title', () => {
    it('is critical when missing', () => {
      const [issue] = analyze(page({ title: null })).issues;
      expect(issue).toEqual({
        type: 'critical',
        category: 'meta',
        message: 'The page has no title.',
        fix: 'Add a <title> element to the head, 30-60 characters long.',
      });
    });

    it.each([
      [29, true],
      [30, false],
      [60, false],
      [61, true],
    ])('at %i characters is a warning: %s', (length, warned) => {
      const { issues } = analyze(page({ title: chars(length) }));
      expect(issues.some((issue) => issue.type === 'warning')).toBe(warned);
      if (warned) {
        expect(issues[0]).toMatchObject({
          category: 'meta',
          message: `The title is ${length} characters long; keep it between 30 and 60.`,
          element: `<title>${chars(length)}</title>`,
        });
      }
    });

    it('counts accented characters once', () => {
      expect(analyze(page({ title: 'é'.repeat(30) })).issues).toEqual([]);
    });
  });

  describe('meta description', () => {
    it('is critical when missing or empty', () => {
      for (const description of [null, '   ']) {
        expect(analyze(page({ description })).issues[0]).toMatchObject({
          type: 'critical',
          category: 'meta',
          message: 'The page has no meta description.',
        });
      }
    });

    it.each([
      [119, true],
      [120, false],
      [160, false],
      [161, true],
    ])('at %i characters is a warning: %s', (length, warned) => {
      const { issues } = analyze(page({ description: chars(length) }));
      expect(issues.map((issue) => issue.message)).toEqual(
        warned
          ? [`The meta description is ${length} characters long; keep it between 120 and 160.`]
          : [],
      );
    });
  });

  describe('headings', () => {
    it('without an h1 is critical', () => {
      const doc = page({ body: `<main><h2>Part</h2><p>${words(520)}</p></main>` });
      expect(analyze(doc).issues).toEqual([
        expect.objectContaining({ type: 'critical', category: 'content', fix: expect.any(String) }),
      ]);
      expect(messages(doc)).toEqual(['The page has no h1 heading.']);
    });

    it('with several h1 is a warning that points at the second', () => {
      const doc = page({ body: `<main><h1>One</h1><h1>Two</h1><p>${words(520)}</p></main>` });
      expect(analyze(doc).issues).toEqual([
        expect.objectContaining({
          type: 'warning',
          message: 'The page has 2 h1 headings; use only one.',
          element: '<h1>Two</h1>',
        }),
      ]);
    });

    it('warns about an h3 that comes before any h2, or on a page without h2', () => {
      const early = page({
        body: `<main><h1>T</h1><h3>Early</h3><h2>Part</h2><p>${words(520)}</p></main>`,
      });
      const noH2 = page({ body: `<main><h1>T</h1><h3>Lonely</h3><p>${words(520)}</p></main>` });
      for (const [doc, element] of [
        [early, '<h3>Early</h3>'],
        [noH2, '<h3>Lonely</h3>'],
      ] as const) {
        expect(analyze(doc).issues).toEqual([
          expect.objectContaining({
            type: 'warning',
            category: 'accessibility',
            message: 'An h3 heading appears before any h2 heading.',
            element,
          }),
        ]);
      }
    });

    it('accepts an h3 under an h2', () => {
      const doc = page({
        body: `<main><h1>T</h1><h2>A</h2><h3>a</h3><h2>B</h2><h3>b</h3><p>${words(520)}</p></main>`,
      });
      expect(analyze(doc).issues).toEqual([]);
    });
  });

  describe('content length', () => {
    const body = (count: number) => `<main><h1>T</h1><p>${words(count - 1)}</p></main>`;

    it.each([299, 300, 499, 500])('at %i words', (count) => {
      const result = analyze(page({ body: body(count) }));
      expect(result.issues.map((issue) => issue.message)).toEqual(
        count < 300 ? [`The page has ${count} words; at least 300 are needed (aim for 500+).`] : [],
      );
      // Between the minimum and the suggested length: advice that costs nothing.
      const thin = [expect.objectContaining({ priority: 'medium', category: 'content' })];
      expect(result.recommendations).toEqual(
        count < 300
          ? thin
          : count < 500
            ? [
                {
                  priority: 'low',
                  category: 'content',
                  action: `Grow the page from ${count} words toward 500 or more.`,
                  impact: 'Longer, thorough pages tend to rank for more search phrases.',
                },
              ]
            : [],
      );
    });

    it('reads the main content only, without scripts, styles or hidden parts', () => {
      const doc = page({
        body: [
          `<header>${words(400)}</header>`,
          '<main><h1>Ten words here</h1><p>one two</p><ul><li>three</li><li>four</li></ul>',
          '<script>var a = "not words"</script><style>p { color: red }</style>',
          '<div hidden>secret words</div><span aria-hidden="true">decoration</span>',
          '<p>five, six — 7 … 8%</p></main>',
        ].join(''),
      });
      expect(countWords(doc)).toBe(11);
    });

    it('falls back to the body when there is no main element', () => {
      expect(countWords(page({ body: '<p>just three words</p>' }))).toBe(3);
    });
  });

  describe('images', () => {
    it('without alt text are one warning with the count', () => {
      const doc = page({
        body: `<main><h1>T</h1><p>${words(520)}</p><img src="/a.svg"><img src="/b.svg"><img src="/c.svg" alt=""></main>`,
      });
      expect(analyze(doc).issues).toEqual([
        {
          type: 'warning',
          category: 'accessibility',
          message: 'Images without alt text: 2.',
          element: '<img src="/a.svg">',
          fix: 'Describe each image in an alt attribute, or use alt="" for pure decoration.',
        },
      ]);
    });

    it('all described (decorative alt="" included) are a strength', () => {
      const doc = page({
        body: `<main><h1>T</h1><p>${words(520)}</p><img src="/a.svg" alt="A chart"><img src="/b.svg" alt=""></main>`,
      });
      expect(analyze(doc).strengths).toContain('Every image has alt text (images: 2).');
    });
  });

  describe('external links', () => {
    const withLinks = (links: string) =>
      page({ body: `<main><h1>T</h1><p>${words(520)}</p>${links}</main>` });

    it('without nofollow are information costing 3 points', () => {
      const doc = withLinks(
        '<a href="https://example.com/x">x</a><a href="http://other.example">y</a>',
      );
      const result = analyze(doc);
      expect(result.issues).toEqual([
        expect.objectContaining({
          type: 'info',
          category: 'technical',
          message: 'External links without nofollow: 2.',
          element: '<a href="https://example.com/x">',
        }),
      ]);
      expect(result.recommendations).toEqual([
        expect.objectContaining({ priority: 'low', category: 'technical' }),
      ]);
    });

    it('ignore internal, relative, canonical-host and non-web links', () => {
      const doc = withLinks(
        [
          '<a href="/blog">a</a>',
          '<a href="https://marlowe.studio/team">b</a>',
          '<a href="https://www.marlowe.example/es">c</a>',
          '<a href="mailto:hello@marlowe.studio">d</a>',
          '<a href="tel:+17575550142">e</a>',
          '<a href="#main">f</a>',
        ].join(''),
      );
      const canonicalElsewhere = parse(
        doc.documentElement.outerHTML.replace(
          '<head>',
          '<head><link rel="canonical" href="https://www.marlowe.example/about">',
        ),
      );
      expect(analyze(canonicalElsewhere).issues).toEqual([]);
      expect(analyze(canonicalElsewhere).strengths.join()).not.toContain('external');
    });

    it('with nofollow are a strength', () => {
      const doc = withLinks('<a href="https://example.com" rel="noopener NoFollow">x</a>');
      expect(analyze(doc).issues).toEqual([]);
      expect(analyze(doc).strengths).toContain('Every external link carries nofollow (links: 1).');
    });

    it("are judged against the page address given, else the document's own", () => {
      const doc = page({
        body: `<main><h1>T</h1><p>${words(520)}</p><a href="https://site.test/x">x</a></main>`,
      });
      const text = en.SeoAnalysis;
      expect(analyzeDocument(doc, { text, pageUrl: 'https://site.test/' }).issues).toEqual([]);
      expect(new URL(doc.URL).host).not.toBe('site.test');
      expect(analyzeDocument(doc, { text }).issues).toHaveLength(1);
    });
  });

  describe('structured data', () => {
    it('missing or unreadable JSON-LD is a warning', () => {
      for (const jsonLd of [null, '{not json']) {
        expect(analyze(page({ jsonLd })).issues).toEqual([
          expect.objectContaining({
            type: 'warning',
            category: 'technical',
            message: 'The page has no structured data (JSON-LD).',
          }),
        ]);
      }
    });
  });

  describe('social sharing tags', () => {
    it.each(allSocialTags)('missing %s is a warning naming it', (tag) => {
      const doc = page({ social: allSocialTags.filter((t) => t !== tag) });
      expect(analyze(doc).issues).toEqual([
        expect.objectContaining({
          type: 'warning',
          category: 'meta',
          message: `Social sharing tags are missing: ${tag}.`,
        }),
      ]);
    });

    it('lists every missing tag in one warning', () => {
      expect(messages(page({ social: ['og:title'] }))).toEqual([
        'Social sharing tags are missing: og:description, og:image, twitter:card.',
      ]);
    });
  });

  describe('score', () => {
    it('of an empty document is 100 minus 15, 15, 15, 8, 8 and 8', () => {
      const doc = parse('<!doctype html><html><head></head><body></body></html>');
      const result = analyze(doc);
      expect(result.issues.map((issue) => issue.type)).toEqual([
        'critical',
        'critical',
        'critical',
        'warning',
        'warning',
        'warning',
      ]);
      expect(result.strengths).toEqual([]);
      expect(result.score).toBe(31);
      expect(result.recommendations.map((r) => r.priority)).toEqual([
        'high',
        'high',
        'high',
        'medium',
        'medium',
        'medium',
      ]);
    });

    it('adds 2 per strength to what the penalties leave', () => {
      // Title and description pass (2 strengths); no h1 (15), thin (8), no JSON-LD (8), no tags (8).
      const doc = page({ social: [], jsonLd: null, body: '<p>few words</p>' });
      const result = analyze(doc);
      expect(result.strengths).toHaveLength(2);
      expect(result.score).toBe(100 - 15 - 8 - 8 - 8 + 4);
    });

    it('caps the strength bonus at 20 and clamps to 0-100', () => {
      const critical = { type: 'critical' as const };
      const info = { type: 'info' as const };
      expect(seoScore([critical, critical, critical], 9)).toBe(100 - 45 + 18);
      expect(seoScore([critical, critical, critical], 10)).toBe(75);
      expect(seoScore([critical, critical, critical], 11)).toBe(75);
      expect(seoScore([critical, critical, critical], 50)).toBe(75);
      expect(seoScore([info], 0)).toBe(97);
      expect(seoScore([info], 1)).toBe(99);
      expect(seoScore([info], 2)).toBe(100);
      expect(seoScore([], 20)).toBe(100);
      expect(
        seoScore(
          Array.from({ length: 7 }, () => critical),
          0,
        ),
      ).toBe(0);
      // The bonus is added before clamping: 100 - 105 + 20.
      expect(
        seoScore(
          Array.from({ length: 7 }, () => critical),
          10,
        ),
      ).toBe(15);
      expect(
        seoScore(
          Array.from({ length: 9 }, () => critical),
          10,
        ),
      ).toBe(0);
      expect(
        seoScore(
          Array.from({ length: 6 }, () => critical),
          5,
        ),
      ).toBe(20);
    });

    it('is green from 90, yellow from 70, red below', () => {
      expect([100, 90, 89, 70, 69, 0].map(scoreRating)).toEqual([
        'good',
        'good',
        'fair',
        'fair',
        'poor',
        'poor',
      ]);
    });
  });

  it('speaks Spanish with the Spanish catalogue', () => {
    const result = analyze(page({ title: null, social: ['og:title'] }), es.SeoAnalysis);
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'La página no tiene título.',
      'Faltan etiquetas para compartir en redes: og:description, og:image, twitter:card.',
    ]);
    expect(result.strengths[0]).toBe(
      'La meta descripción tiene 140 caracteres, dentro de 120 a 160.',
    );
  });
});
