import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '@/config/navigation';
import { locales } from '@/i18n/routing';
import { missingPaths, untranslated } from '../../../tests/i18n/translation-parity';
import { servicePages } from '.';
import { servicePageSchema, type ServicePageContent } from './schema';

/** Brand and platform names, and figures with their units, read the same in both languages. */
const sameInBothLanguages = new Set(['Marlowe Creative Studio', 'iOS + Android', '< 5 min']);

/** Fields that name a kind, an icon or an anchor: code, the same in every language. */
const codeField = /\.(kind|id|icon|target|from)$/;

const sectionIds = (page: ServicePageContent) =>
  page.sections.flatMap((section) => ('id' in section ? [section.id] : []));

describe.each(serviceSlugs)('%s page content', (slug) => {
  const content = servicePages[slug];

  it.each(locales)('passes the page schema in %s', (locale) => {
    expect(servicePageSchema.safeParse(content[locale]).error).toBeUndefined();
  });

  it('has the same shape and section ids in English and Spanish', () => {
    expect(missingPaths(content.en, content.es)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    expect(content.es.sections.map((s) => s.kind)).toEqual(content.en.sections.map((s) => s.kind));
    expect(sectionIds(content.es)).toEqual(sectionIds(content.en));
  });

  it('is translated', () => {
    const copied = untranslated(content.en, content.es, sameInBothLanguages);
    expect(copied.filter(({ path }) => !codeField.test(path))).toEqual([]);
  });
});

describe('the page schema', () => {
  const valid = servicePages['ai-training'].en;

  it('rejects a secondary button aimed at a section the page does not have', () => {
    const page = structuredClone(valid);
    page.hero.secondaryCta = { label: 'View Programs', target: 'pricing' };
    expect(servicePageSchema.safeParse(page).success).toBe(false);
  });

  it('rejects two sections with the same id', () => {
    const page = structuredClone(valid);
    page.sections.push(structuredClone(page.sections[0]!));
    expect(servicePageSchema.safeParse(page).success).toBe(false);
  });

  it('rejects hero figures without a note saying what they are', () => {
    const page = structuredClone(valid);
    delete page.hero.statsNote;
    expect(servicePageSchema.safeParse(page).success).toBe(false);
  });

  it('rejects a title too long for search results', () => {
    const page = structuredClone(valid);
    page.meta.title = 'AI Training and Workshops for Teams of Every Size Anywhere';
    expect(servicePageSchema.safeParse(page).success).toBe(false);
  });

  it('rejects a decorative card of an unknown kind', () => {
    const page = structuredClone(valid) as unknown as { hero: { visual: { kind: string } } };
    page.hero.visual.kind = 'screenshot';
    expect(servicePageSchema.safeParse(page).success).toBe(false);
  });
});

describe('figures and names the pages promise', () => {
  it('gives the automations their hours per week and the ROI block its three figures', () => {
    const { sections } = servicePages['ai-automations'].en;
    const automations = sections.find((s) => s.kind === 'cards' && s.id === 'automations');
    expect(automations?.kind === 'cards' && automations.items.map((i) => i.detail)).toEqual([
      '15 hours saved per week',
      '20 hours saved per week',
      '10 hours saved per week',
      '8 hours saved per week',
    ]);
    const roi = sections.find((s) => s.kind === 'roi');
    expect(roi?.kind === 'roi' && roi.figures.map((f) => f.value)).toEqual([
      '40 hrs/week',
      '$2,000',
      '3 months',
    ]);
  });

  it('lists the four training programs with their formats', () => {
    const programs = servicePages['ai-training'].en.sections.find((s) => s.kind === 'cards');
    expect(
      programs?.kind === 'cards' && programs.items.map(({ title, detail }) => [title, detail]),
    ).toEqual([
      ['AI Fundamentals', '2-day workshop'],
      ['Prompt Engineering Mastery', '1-day intensive'],
      ['AI Governance & Ethics', 'Half-day session'],
      ['Industry-Specific AI Applications', 'Custom program'],
    ]);
  });

  it.each(['ai-training', 'ai-customer-service', 'website-design', 'app-development'] as const)(
    '%s has six benefits',
    (slug) => {
      const benefits = servicePages[slug].en.sections.find((s) => s.kind === 'benefits');
      expect(benefits?.kind === 'benefits' && benefits.items).toHaveLength(6);
    },
  );
});
