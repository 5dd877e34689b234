import MiniSearch, {
  type AsPlainObject,
  type Options,
  type Query,
  type SearchResult,
} from 'minisearch';
import type { Locale } from '@/i18n/routing';
import { highlightText, snippetOf, type TextSegment } from './snippet';
import { foldWord, queryWords, splitWords, termStart, wordTerms } from './text';

export const searchResultTypes = ['article', 'service', 'faq', 'page', 'section'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

export interface SearchDocument {
  id: string;
  type: SearchResultType;
  title: string;
  /** Without the language prefix: `/blog/…`, `/#faq`. */
  href: string;
  keywords?: string;
  /** Its parts joined by line breaks, which snippets never cross. */
  text: string;
}

type StoredDocument = Pick<SearchDocument, 'type' | 'title' | 'href' | 'text'>;

export interface SearchHit {
  id: string;
  type: SearchResultType;
  href: string;
  title: TextSegment[];
  snippet: TextSegment[];
}

export type SiteSearchIndex = MiniSearch<SearchDocument> & { locale: Locale };

// Between equal matches, a specific answer outranks a page mentioning the words in passing.
const typeWeight: Record<SearchResultType, number> = {
  service: 1.3,
  faq: 1.2,
  article: 1.1,
  page: 1,
  section: 0.9,
};

const MAX_RESULTS = 30;
// A pasted paragraph must not stall the page.
const MAX_QUERY_WORDS = 12;

function indexOptions(locale: Locale): Options<SearchDocument> {
  return {
    fields: ['title', 'keywords', 'text'],
    storeFields: ['type', 'title', 'href', 'text'] satisfies (keyof StoredDocument)[],
    tokenize: splitWords,
    processTerm: (term) => wordTerms(locale, term),
    searchOptions: {
      boost: { title: 4, keywords: 2, text: 1 },
      boostDocument: (_id, _term, stored) => typeWeight[(stored as StoredDocument).type],
    },
  };
}

export function buildSearchIndex(locale: Locale, documents: SearchDocument[]): SiteSearchIndex {
  const index = new MiniSearch(indexOptions(locale));
  index.addAll(documents);
  return Object.assign(index, { locale });
}

export function loadSearchIndex(locale: Locale, serialized: AsPlainObject): SiteSearchIndex {
  return Object.assign(MiniSearch.loadJS(serialized, indexOptions(locale)), { locale });
}

function wordQuery(locale: Locale, word: string, typos: boolean): Query {
  return {
    queries: [word],
    combineWith: 'OR',
    processTerm: (term: string) => wordTerms(locale, term),
    prefix: (term: string, index: number) => index === 0 || term.length >= 4,
    fuzzy: (term: string, index: number) =>
      typos && index === 0 && term.length >= 5 ? 0.2 : false,
    maxFuzzy: 2,
  };
}

// Strictest first, stopping at the first with results: typo matching is the costliest lookup.
const readings = [
  { combineWith: 'AND', typos: false },
  { combineWith: 'AND', typos: true },
  { combineWith: 'OR', typos: true },
] as const;

export function searchSite(index: SiteSearchIndex, query: string): SearchHit[] {
  const words = queryWords(index.locale, query).slice(0, MAX_QUERY_WORDS);
  if (!words.length) return [];
  let results: SearchResult[] = [];
  for (const { combineWith, typos } of readings) {
    if (combineWith === 'OR' && words.length === 1) break;
    const queries = words.map((word) => wordQuery(index.locale, word, typos));
    results = index.search({ queries, combineWith });
    if (results.length) break;
  }

  return results.slice(0, MAX_RESULTS).map((result) => {
    const stored = result as unknown as StoredDocument & { id: string };
    const matchedTerms = new Set(result.terms);
    const matchedStarts = new Set(result.terms.map(termStart));
    // Snippets test every word of the text: most are ruled out by their first letters alone.
    const isMatch = (word: string) =>
      matchedStarts.has(termStart(foldWord(word.slice(0, 4)))) &&
      wordTerms(index.locale, word).some((term) => matchedTerms.has(term));
    return {
      id: stored.id,
      type: stored.type,
      href: stored.href,
      title: highlightText(stored.title, isMatch),
      snippet: snippetOf(stored.text, isMatch),
    };
  });
}
