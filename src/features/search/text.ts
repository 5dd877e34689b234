import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import type { Locale } from '@/i18n/routing';

const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;
const WORD_SEPARATOR_GROUP = /([^\p{L}\p{M}\p{N}]+)/u;

const stemmers: Record<Locale, (word: string) => string> = {
  en: englishStemmer,
  es: spanishStemmer,
};

const wordSet = (words: string): ReadonlySet<string> => new Set(words.split(' '));

// Folded, and only function words, never one a visitor might look for.
const stopwords: Record<Locale, ReadonlySet<string>> = {
  en: wordSet(
    'a an and are as at be by can do does for from how i if in into is it its me my no of on or our so that the their them there these this those to us was we were what when where which who why will with you your',
  ),
  es: wordSet(
    'a al como con cual cuando de del donde e el ella ellos en entre es esa ese esta este esto la las le les lo los me mi mis muy ni no nos o os para pero por que quien se si sin son su sus te tu tus u un una unas uno unos usted ustedes y ya yo',
  ),
};

export function foldWord(word: string): string {
  // Most words are plain ASCII, and Unicode normalization is slow next to lower-casing.
  if (!/[^\x00-\x7f]/.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function splitWords(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/** Words at even indexes, the separators between them at odd ones. */
export function splitAroundWords(text: string): string[] {
  return text.split(WORD_SEPARATOR_GROUP);
}

const knownTerms: Record<Locale, Map<string, string[]>> = { en: new Map(), es: new Map() };
// The site's own words (a few thousand) come first; random queries must not grow it for good.
const KNOWN_WORDS_MAX = 10_000;

// Stemming is slow next to everything else here, so each word is worked out once.
export function wordTerms(locale: Locale, word: string): string[] {
  const known = knownTerms[locale].get(word);
  if (known) return known;
  const terms = computeWordTerms(locale, word);
  if (knownTerms[locale].size < KNOWN_WORDS_MAX) knownTerms[locale].set(word, terms);
  return terms;
}

function computeWordTerms(locale: Locale, word: string): string[] {
  const folded = foldWord(word);
  if (!folded || stopwords[locale].has(folded)) return [];
  if (folded.length === 1 && !/\d/.test(folded)) return [];
  const stem = stemmers[locale];
  // Also unfolded: the Spanish stemmer reads accents ("automatización", "automatizaciones").
  return [...new Set([folded, stem(folded), foldWord(stem(word.toLowerCase()))])];
}

// Stemmers change only a word's ending, so a word whose folded start differs cannot match.
export function termStart(term: string): string {
  return term.slice(0, 2);
}

export function queryWords(locale: Locale, query: string): string[] {
  const words = new Map<string, string>();
  for (const word of splitWords(query)) {
    const folded = foldWord(word);
    if (!words.has(folded) && wordTerms(locale, word).length > 0) words.set(folded, word);
  }
  return [...words.values()];
}
