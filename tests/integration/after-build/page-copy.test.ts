import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { servicePageCopy } from '../../../e2e/support/service-pages';
import { absolute, locales, localized, serviceSlugs, siteUrl } from '../../../e2e/support/site';
import { hasType, jsonLdNodes, servedPage, textOf } from './support/served-pages';

// What a page must say and link to, read from the document the server sends. What a visitor does
// with it, and what must be visible, is checked in the browser (e2e/).

const main = (doc: Document) => doc.querySelector('main')!;

describe('service pages', () => {
  const cases = locales.flatMap((locale) => serviceSlugs.map((slug) => ({ locale, slug })));

  it.each(cases)('$slug ($locale): headline, buttons and sections', async ({ locale, slug }) => {
    const { copy, sectionIds, target, englishTexts } = servicePageCopy[slug];
    const content = main(await servedPage(localized(locale, `/services/${slug}`)));
    const page = within(content);
    expect(textOf(page.getByRole('heading', { level: 1 }))).toBe(copy[locale].headline);
    expect(page.getByRole('button', { name: copy[locale].primary })).toBeTruthy();
    expect(page.getByRole('link', { name: copy[locale].secondary })).toHaveAttribute(
      'href',
      `#${target}`,
    );
    expect(page.getByRole('button', { name: copy[locale].closing })).toBeTruthy();
    expect([...content.querySelectorAll('section[id]')].map((node) => node.id)).toEqual(sectionIds);
    // Every section after the hero is named by its heading.
    for (const section of [...content.querySelectorAll('section')].slice(1)) {
      expect(section.getAttribute('aria-labelledby')).toMatch(/.+/);
    }
    if (locale === 'en') {
      for (const text of englishTexts) expect(textOf(content)).toContain(text);
    }
  });

  it('each describes its Service, offered by the studio, with a breadcrumb', async () => {
    for (const { locale, slug } of cases) {
      const nodes = jsonLdNodes(await servedPage(localized(locale, `/services/${slug}`)));
      const organization = nodes.find((node) => hasType(node, 'Organization'));
      const service = nodes.find((node) => hasType(node, 'Service'));
      expect(service, `${locale} ${slug}`).toMatchObject({
        url: absolute(locale, `/services/${slug}`),
        provider: { '@id': organization?.['@id'] },
        areaServed: expect.arrayContaining(['US']),
        serviceType: expect.any(String),
      });
      const webPage = nodes.find((node) => node.url === absolute(locale, `/services/${slug}`));
      expect(webPage?.breadcrumb).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, item: absolute(locale, '/') },
          { position: 2, item: absolute(locale, `/services/${slug}`) },
        ],
      });
    }
  });
});

describe('the home page', () => {
  it('has its sections in the spec’s order, with the ids the site links to', async () => {
    const doc = await servedPage('/');
    const sections = [...doc.querySelectorAll('main section')].map(
      (node) => node.id || node.getAttribute('aria-labelledby') || 'hero',
    );
    expect(sections).toEqual([
      'hero',
      'trusted-by-heading',
      'services',
      'portfolio',
      'blogazine-heading',
      'ai-use-cases',
      'our-story',
      'galaxy-statement',
      'comparison',
      'faq',
      'contact',
    ]);
    expect(doc.querySelectorAll('#portfolio #case-studies')).toHaveLength(1);
    expect(doc.querySelectorAll('footer')).toHaveLength(1);
  });

  it('leads Get AI Assessment to the assessment center', async () => {
    const page = within(main(await servedPage('/')) as HTMLElement);
    expect(page.getByRole('link', { name: /Get AI Assessment/i })).toHaveAttribute(
      'href',
      '/ai-assessment-center',
    );
  });

  it('sizes and describes every image, and below the fold loads it lazily', async () => {
    const doc = await servedPage('/');
    const hero = doc.querySelector('main section');
    const images = [...doc.querySelectorAll('main img')];
    expect(images.length).toBeGreaterThan(20);
    for (const img of images) {
      const src = img.getAttribute('src')!;
      // Hidden loop copies, and the Blogazine covers that sit beside their titles, are decorative.
      const decorative =
        !!img.closest('[aria-hidden=true]') ||
        !!img.closest('section[aria-labelledby=blogazine-heading]');
      expect(Number(img.getAttribute('width')), src).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), src).toBeGreaterThan(0);
      expect(img.getAttribute('alt'), src).not.toBeNull();
      if (!decorative) expect(img.getAttribute('alt')!.length, src).toBeGreaterThan(0);
      if (img.closest('section') !== hero) expect(img.getAttribute('loading'), src).toBe('lazy');
    }
  });

  it.each(locales)('has a card per service, linking to its page (%s)', async (locale) => {
    const services = within((await servedPage(localized(locale, '/'))).querySelector('#services')!);
    const links = services.getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const [index, slug] of serviceSlugs.entries()) {
      expect(links[index]).toHaveAttribute('href', localized(locale, `/services/${slug}`));
    }
    const training = services.getByRole('link', {
      name: new RegExp(locale === 'en' ? 'AI Training' : 'Capacitación en IA', 'i'),
    });
    expect(training).toHaveAttribute('href', localized(locale, '/services/ai-training'));
  });

  it.each(locales)(
    'shows the first four articles in the Blogazine teaser and leads to the magazine (%s)',
    async (locale) => {
      const doc = await servedPage(localized(locale, '/'));
      const teaser = within(doc.querySelector('section[aria-labelledby=blogazine-heading]')!);
      const read = teaser.getAllByRole('link', {
        name: locale === 'en' ? /^Read Article/ : /^Leer artículo/,
      });
      expect(read).toHaveLength(4);
      const prefix = locale === 'en' ? '/blog/' : '/es/blog/';
      for (const link of read) {
        expect(link.getAttribute('href')).toMatch(new RegExp(`^${prefix}[a-z0-9-]+$`));
      }
      expect(teaser.getAllByRole('heading', { level: 3 })).toHaveLength(4);
      expect(
        teaser.getByRole('link', {
          name: new RegExp(locale === 'en' ? 'View All Articles' : 'Ver todos los artículos', 'i'),
        }),
      ).toHaveAttribute('href', localized(locale, '/blog'));
    },
  );

  it('lists six industries in Spanish on /es, with no example links', async () => {
    const section = (await servedPage('/es')).querySelector('#ai-use-cases')!;
    expect(
      within(section as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map(textOf),
    ).toEqual([
      'Concesionarios de autos',
      'Hoteles y hospitalidad',
      'Seguros',
      'Bienes raíces',
      'Software y SaaS',
      'Comercio minorista y en línea',
    ]);
    expect(section.querySelectorAll('a')).toHaveLength(0);
    expect(section.querySelectorAll('svg')).toHaveLength(6);
  });

  it('sets other firms against the studio, with the three key benefits', async () => {
    const section = within((await servedPage('/')).querySelector('#comparison')! as HTMLElement);
    expect(section.getByRole('heading', { name: /Other Firms/i })).toBeTruthy();
    expect(section.getByRole('heading', { name: /Marlowe Creative Studio/i })).toBeTruthy();
    for (const benefit of ['20x productivity boost', 'Full data ownership', 'Measurable ROI']) {
      expect(section.getByText(benefit)).toBeTruthy();
    }
  });

  it.each(locales)('FAQPage structured data lists the six questions (%s)', async (locale) => {
    const doc = await servedPage(localized(locale, '/'));
    const faq = jsonLdNodes(doc).find((node) => node['@type'] === 'FAQPage') as unknown as {
      inLanguage: string;
      mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.inLanguage).toBe(locale);
    expect(faq.mainEntity).toHaveLength(6);
    const questions = [...doc.querySelectorAll('#faq summary')].map(textOf);
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(questions);
    for (const entry of faq.mainEntity) {
      expect(entry['@type']).toBe('Question');
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(50);
    }
  });
});

describe('the business card', () => {
  const profiles = [
    'https://www.linkedin.com/company/marlowestudio',
    'https://github.com/marlowestudio',
    'https://www.instagram.com/marlowestudio',
    'https://www.tiktok.com/@marlowestudio',
    'https://x.com/marlowestudio',
  ];

  it.each(locales)(
    'the head names the founder as a Person working for the studio (%s)',
    async (locale) => {
      const cardUrl = absolute(locale, '/jordan-marlowe');
      const doc = await servedPage(localized(locale, '/jordan-marlowe'));
      expect(doc.querySelector('link[rel="canonical"]')).toHaveAttribute('href', cardUrl);
      expect(doc.querySelector('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${cardUrl}/opengraph-image`,
      );
      const nodes = jsonLdNodes(doc);
      const person = nodes.find((node) => node['@type'] === 'Person');
      expect(person).toMatchObject({
        name: 'Jordan Marlowe',
        worksFor: { '@id': `${siteUrl}/#organization` },
        email: 'hello@marlowe.studio',
        telephone: '+17575550142',
      });
      expect(person!.sameAs).toEqual(expect.arrayContaining(profiles));
      expect(nodes.find((node) => node['@type'] === 'ProfilePage')).toMatchObject({
        url: cardUrl,
        inLanguage: locale,
        mainEntity: { '@id': person!['@id'] },
      });
    },
  );
});

describe('the header', () => {
  const mainNavigation = async (address: string, name: string) =>
    within((await servedPage(address)).querySelector(`nav[aria-label="${name}"]`)!);

  it('highlights the current page', async () => {
    const nav = await mainNavigation('/about', 'Main');
    expect(nav.getByRole('link', { name: /^About$/i })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: /AI Assessment Center/i })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('leads Portfolio and FAQ to the home sections from other pages', async () => {
    const nav = await mainNavigation('/about', 'Main');
    expect(nav.getByRole('link', { name: /Portfolio/i })).toHaveAttribute('href', '/#portfolio');
    expect(nav.getByRole('link', { name: /FAQ/i })).toHaveAttribute('href', '/#faq');
    const navEs = await mainNavigation('/es/about', 'Principal');
    expect(navEs.getByRole('link', { name: /Portafolio/i })).toHaveAttribute(
      'href',
      '/es#portfolio',
    );
    expect(navEs.getByRole('link', { name: /Preguntas frecuentes/i })).toHaveAttribute(
      'href',
      '/es#faq',
    );
  });
});

describe('the about page', () => {
  // The English page is used in the browser (e2e/about.spec.ts), where its layout shows it all.
  it('in Spanish', async () => {
    const page = within(main(await servedPage('/es/about')) as HTMLElement);
    expect(textOf(page.getByRole('heading', { level: 1 }))).toBe(
      'Acerca de Marlowe Creative Studio',
    );
    for (const heading of ['Mi camino en la IA', 'Mi enfoque', 'Conversemos']) {
      expect(page.getByRole('heading', { level: 2, name: new RegExp(heading, 'i') })).toBeTruthy();
    }
    expect(page.getByRole('button', { name: /Inicie su proyecto/i })).toBeTruthy();
    expect(page.getByRole('link', { name: /Conozca más/i })).toBeTruthy();
    expect(
      page.getByRole('button', { name: /Reserve su llamada de descubrimiento gratuita/i }),
    ).toBeTruthy();
  });
});
