import type { Locale } from '@/i18n/routing';
import { localizeArticle, type BlogArticle, type ImageSize } from './article-view';
import type { Article } from './schema';

// On globalThis: the proxy, request hooks and routes are bundled apart; caches key by `version`.
export interface ArticleSet {
  version: number;
  /** In magazine order, the cover story first. */
  articles: readonly Article[];
  redirects: ReadonlyMap<string, string>;
  images: Readonly<Record<string, ImageSize>>;
  localized(locale: Locale): readonly BlogArticle[];
}

type Listener = (set: ArticleSet) => void;

interface Holder {
  current?: ArticleSet;
  fingerprint?: string;
  first: Promise<ArticleSet>;
  resolveFirst: (set: ArticleSet) => void;
  listeners: Set<Listener>;
}

const registry = globalThis as typeof globalThis & { __marloweArticles?: Holder };

function holder(): Holder {
  if (!registry.__marloweArticles) {
    let resolveFirst!: (set: ArticleSet) => void;
    const first = new Promise<ArticleSet>((resolve) => (resolveFirst = resolve));
    registry.__marloweArticles = { first, resolveFirst, listeners: new Set() };
  }
  return registry.__marloweArticles;
}

function articleSet(
  version: number,
  articles: readonly Article[],
  redirects: Record<string, string>,
  images: Record<string, ImageSize>,
): ArticleSet {
  const views = new Map<Locale, readonly BlogArticle[]>();
  return {
    version,
    articles,
    redirects: new Map(Object.entries(redirects)),
    images,
    localized(locale) {
      let view = views.get(locale);
      if (!view) {
        view = articles.map((article) => localizeArticle(article, locale, images));
        views.set(locale, view);
      }
      return view;
    },
  };
}

/** Replaces the set; nothing changes (not even the version) when it is the same as before. */
export function setPublishedArticles(
  articles: readonly Article[],
  redirects: Record<string, string> = {},
  images: Record<string, ImageSize> = {},
): ArticleSet {
  const state = holder();
  const fingerprint = JSON.stringify([articles, redirects, images]);
  if (state.current && state.fingerprint === fingerprint) return state.current;
  const set = articleSet((state.current?.version ?? 0) + 1, articles, redirects, images);
  state.current = set;
  state.fingerprint = fingerprint;
  state.resolveFirst(set);
  for (const listener of state.listeners) listener(set);
  return set;
}

/** The current set; while the server starts, the first one once it is read. */
export function publishedArticles(): Promise<ArticleSet> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('Articles come from the database at run time: the page must be dynamic.');
  }
  const { current, first } = holder();
  return current ? Promise.resolve(current) : first;
}

/** The set if it is loaded, for code that cannot wait (request hooks). */
export function loadedArticles(): ArticleSet | undefined {
  return holder().current;
}

export function onArticlesChange(listener: Listener): () => void {
  const { listeners } = holder();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
