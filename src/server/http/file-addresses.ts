import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/i18n/routing';

// Any other address, even one that looks like a file (`/old-brochure.pdf`), is a page.
const localePrefix = `(?:/(?:${locales.join('|')}))?`;

const fileRoutes = [
  /^\/robots\.txt$/,
  /^\/icon\.svg$/,
  /^\/icons\/[^/]+\.svg$/,
  /^\/art\/[^/]+\.css$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[^/]+\.xml$/,
  new RegExp(`^${localePrefix}/blog/rss\\.xml$`),
];

// Read once: files change only with a deploy.
export function fileAddresses(dir: string, addressPrefix = ''): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((entry) => statSync(path.join(dir, entry)).isFile())
      .map((entry) => `${addressPrefix}/${entry.split(path.sep).join('/')}`),
  );
}

export function isFileAddress(pathname: string, publicFiles: ReadonlySet<string>): boolean {
  return publicFiles.has(pathname) || fileRoutes.some((route) => route.test(pathname));
}
