import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the production build serves, read from the manifests Next.js writes. */
export const buildDir = path.resolve(__dirname, '..', '..', '..', '..', '.next');

const readManifest = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(buildDir, name), 'utf8')) as T;

/**
 * Every page and route handler, as route patterns (`/[locale]/blog/[slug]`, `/api/health`);
 * Next.js's internal pages (`/_not-found`) aside.
 */
export function routePatterns(): string[] {
  const routes = readManifest<Record<string, string>>('app-path-routes-manifest.json');
  return [...new Set(Object.values(routes))].filter((route) => !route.startsWith('/_')).sort();
}

type PrerenderedRoutes = Record<string, { dataRoute?: string | null }>;
const prerendered = () =>
  Object.entries(readManifest<{ routes: PrerenderedRoutes }>('prerender-manifest.json').routes)
    .filter(([route]) => !route.startsWith('/_'))
    .map(([route, { dataRoute }]) => ({ route, isPage: Boolean(dataRoute) }));

/** The internal paths (`/en/about`) of everything rendered at build time. */
export function prerenderedPaths(): string[] {
  return prerendered().map(({ route }) => route);
}

/** Of those, the HTML pages: a route handler's answer (a vCard, a share image) has no RSC data. */
export function prerenderedPagePaths(): string[] {
  return prerendered()
    .filter(({ isPage }) => isPage)
    .map(({ route }) => route);
}

/** The address a visitor uses for an internal path: English pages have no prefix. */
export function publicPath(internal: string): string {
  if (internal === '/en') return '/';
  return internal.startsWith('/en/') ? internal.slice('/en'.length) : internal;
}

/** The names of a pattern's parameters (`[...path]` counts as `path`). */
export function routeParams(pattern: string): string[] {
  return [...pattern.matchAll(/\[+(?:\.\.\.)?([^\]]+)\]+/g)].map((match) => match[1]!);
}

/** A pattern with each parameter replaced by `value(name)`. */
export function fillRoute(pattern: string, value: (param: string) => string): string {
  return pattern.replace(/\[+(?:\.\.\.)?([^\]]+)\]+/g, (_, name: string) => value(name));
}
