import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface PrerenderedPage {
  /** The route as the build knows it, English included: `/en/about`, `/es`. */
  route: string;
  file: string;
}

function htmlFiles(dir: string, prefix = ''): PrerenderedPage[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return htmlFiles(full, `${prefix}/${entry}`);
    if (!entry.endsWith('.html') || entry.startsWith('_')) return [];
    return [{ route: `${prefix}/${entry.replace(/\.html$/, '')}`, file: full }];
  });
}

/**
 * The HTML files of the pages `next build` prerendered. With a build adapter configured
 * (next.config.ts), Next.js files them under route-cache/APP_PAGE/<key>/$/ instead of beside
 * the route code, so both places are searched.
 */
export function prerenderedPages(root = process.cwd()): PrerenderedPage[] {
  const appDir = path.join(root, '.next', 'server', 'app');
  const routeCacheDir = path.join(root, '.next', 'server', 'route-cache', 'APP_PAGE');
  const cached = existsSync(routeCacheDir)
    ? readdirSync(routeCacheDir).flatMap((key) => {
        const pagesDir = path.join(routeCacheDir, key, '$');
        return existsSync(pagesDir) ? htmlFiles(pagesDir) : [];
      })
    : [];
  return [...(existsSync(appDir) ? htmlFiles(appDir) : []), ...cached];
}
