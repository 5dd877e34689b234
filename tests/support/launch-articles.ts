import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localizeArticle, parseArticles, type BlogArticle } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/content/blog/schema';

const MIGRATION = path.resolve(__dirname, '../../drizzle/0015_launch_articles.sql');

/** The six launch articles as their migration writes them, in magazine order. */
export function launchArticles(): Article[] {
  const sql = readFileSync(MIGRATION, 'utf8');
  const json = sql.split('$launch$')[1];
  if (!json) throw new Error(`No launch articles found in ${MIGRATION}`);
  return parseArticles(JSON.parse(json));
}

/** The launch articles as the site shows them in one language, until the desk changes them. */
export function launchArticleViews(locale: Locale): BlogArticle[] {
  return launchArticles().map((article) => localizeArticle(article, locale));
}
