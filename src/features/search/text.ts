import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import type { Locale } from '@/i18n/routing';

/** Anything but letters, combining marks and digits separates words. */
const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;
/** The same, kept in the output of `split` so a text can be rebuilt around its words. */
const WORD_SEPARATOR_GROUP = /([^\p{L}\p{M}\p{N}]+)/u;

const stemmers: Record<Locale, (word: string) => string> = {
  en: englishStemmer,
  es: spanishStemmer,
};

const wordSet = (words: string): ReadonlySet<string> => new Set(words.split(' '));

/*
 * Words too common to tell pages apart, already without accents. Kept short on purpose: only
 * articles, prepositions, conjunctions and pronouns, never a word a visitor might look for.
 */
const stopwords: Record<Locale, ReadonlySet<string>> = {
  en: wordSet(
    'a an and are as at be by can do does for from how i if in into is it its me my no of on or our so that the their them there these this those to us was we were what when where which who why will with you your',
  ),
  es: wordSet(
    'a al como con cual cuando de del donde e el ella ellos en entre es esa ese esta este esto la las le les lo los me mi mis muy ni no nos o os para pero por que quien se si sin son su sus te tu tus u un una unas uno unos usted ustedes y ya yo',
  ),
};

/** Lower case without accents: "Sesión" and "sesion" are the same word to the search. */
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

/** The text cut into words and the separators between them: words at even indexes. */
export function splitAroundWords(text: string): string[] {
  return text.split(WORD_SEPARATOR_GROUP);
}

const knownTerms: Record<Locale, Map<string, string[]>> = { en: new Map(), es: new Map() };

/**
 * The terms a word is found by: the folded word itself (for prefix and typo matching) and its
 * stems, so a plural finds its singular ("agentes", "agente"). The stem is taken both with and
 * without accents, because the Spanish stemmer reads accents ("automatización" and
 * "automatizaciones" share a stem only when both keep theirs). Empty for a stop word. Stemming
 * is slow next to everything else here, so each word is worked out once.
 */
export function wordTerms(locale: Locale, word: string): string[] {
  const known = knownTerms[locale].get(word);
  if (known) return known;
  const terms = computeWordTerms(locale, word);
  knownTerms[locale].set(word, terms);
  return terms;
}

function computeWordTerms(locale: Locale, word: string): string[] {
  const folded = foldWord(word);
  if (!folded || stopwords[locale].has(folded)) return [];
  if (folded.length === 1 && !/\d/.test(folded)) return [];
  const stem = stemmers[locale];
  return [...new Set([folded, stem(folded), foldWord(stem(word.toLowerCase()))])];
}

/**
 * The first letters every term of a word starts with: stemmers only change a word's ending, so
 * a word whose folded start differs from a term's cannot be found by it.
 */
export function termStart(term: string): string {
  return term.slice(0, 2);
}

/** The words of a visitor's query that carry meaning, in order, each once whatever its accents. */
export function queryWords(locale: Locale, query: string): string[] {
  const words = new Map<string, string>();
  for (const word of splitWords(query)) {
    const folded = foldWord(word);
    if (!words.has(folded) && wordTerms(locale, word).length > 0) words.set(folded, word);
  }
  return [...words.values()];
}
