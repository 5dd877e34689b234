import { describe, expect, it } from 'vitest';
import { missingPaths, untranslated } from '../../../tests/i18n/translation-parity';
import { comparisonContent } from './comparison';
import { contactContent } from './contact';
import { faqContent } from './faq';
import { galleryItems, heroContent } from './hero';
import { trustedContent, trustedLogoRows } from './logos';
import { portfolioContent, portfolioProjects } from './portfolio';
import { servicesContent } from './services';
import { projectArtIds } from './shared';
import { storyContent } from './story';
import { useCaseIndustries, useCasesContent } from './use-cases';

const modules = {
  hero: heroContent,
  trusted: trustedContent,
  services: servicesContent,
  portfolio: portfolioContent,
  useCases: useCasesContent,
  story: storyContent,
  comparison: comparisonContent,
  faq: faqContent,
  contact: contactContent,
};

/** Brand and product names read the same in both languages. */
const sameInBothLanguages = new Set(['Marlowe Creative Studio', 'Blogazine']);

describe.each(Object.entries(modules))('home %s content', (_name, content) => {
  it('has the same shape in English and Spanish', () => {
    expect(missingPaths(content.en, content.es)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  it('is translated', () => {
    expect(untranslated(content.en, content.es, sameInBothLanguages)).toEqual([]);
  });
});

describe('home content counts and rules', () => {
  it('has three hero titles, the first being the page headline', () => {
    expect(heroContent.en.titles).toHaveLength(3);
    expect(heroContent.en.titles[0]).toBe('AI that earns its place in your business');
  });

  it('has a gallery whose links cover the spec’s destinations, one of them outside the site', () => {
    const targets = galleryItems.map(({ link }) =>
      link.kind === 'service' ? link.slug : link.kind,
    );
    expect(new Set(targets)).toEqual(
      new Set([
        'website-design',
        'ai-training',
        'custom-ai-agents',
        'ai-automations',
        'portfolio',
        'external',
      ]),
    );
    expect(heroContent.es.galleryAlts).toHaveLength(galleryItems.length);
  });

  it('has two rows of eight distinct invented logos', () => {
    expect(trustedLogoRows.map((row) => row.length)).toEqual([8, 8]);
    const names = trustedLogoRows.flat().map((logo) => logo.name);
    expect(new Set(names).size).toBe(16);
  });

  it('has nine portfolio projects, each with its own illustration', () => {
    expect(portfolioProjects).toHaveLength(9);
    for (const { id } of portfolioProjects) expect(projectArtIds).toContain(id);
  });

  it('keeps six use cases with example links that are defined (and not rendered)', () => {
    expect(useCaseIndustries.map((industry) => industry.exampleLink)).toEqual([
      '/examples/auto-dealerships',
      '/examples/hotels',
      '/examples/insurance',
      '/examples/real-estate',
      '/examples/saas',
      '/examples/retail',
    ]);
  });

  it('has six FAQ entries in each language', () => {
    expect(faqContent.en.questions).toHaveLength(6);
    expect(faqContent.es.questions).toHaveLength(6);
  });

  it('states the galaxy sentence exactly as the spec quotes it', () => {
    const { lead, emphasis } = storyContent.en.statement;
    expect(`${lead} ${emphasis}`).toBe(
      "We believe effective AI integration isn't about replacing human talent, It's about enhancing it",
    );
  });

  it('names the key benefits of the comparison', () => {
    expect(Object.values(comparisonContent.en.benefits).map((b) => b.title)).toEqual([
      '20x productivity boost',
      'Full data ownership',
      'Measurable ROI',
    ]);
  });
});
