import { describe, expect, it } from 'vitest';
import { aboutContent } from '@/content/about';
import { cardBackContent } from '@/content/company/card-back';
import { contactPageContent } from '@/content/company/contact';
import { privacyContent } from '@/content/company/privacy';
import { teamPageContent } from '@/content/company/team';
import { termsContent } from '@/content/company/terms';
import { searchSuggestionsContent } from '@/content/search';
import { missingPaths, untranslated } from './translation-parity';

/** Every localized content module, checked the same way as the UI messages. */
const contentModules = {
  about: aboutContent,
  contact: contactPageContent,
  team: teamPageContent,
  cardBack: cardBackContent,
  privacy: privacyContent,
  terms: termsContent,
  searchSuggestions: searchSuggestionsContent,
};

const sameInBothLanguages = new Set(['Marlowe Creative Studio']);

describe.each(Object.entries(contentModules))('%s content', (_name, content) => {
  it('has the same shape in English and Spanish', () => {
    expect(missingPaths(content.en, content.es)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  it('is translated', () => {
    expect(untranslated(content.en, content.es, sameInBothLanguages)).toEqual([]);
  });
});
