import { Feed } from 'feed';
import { getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/config/public-env';
import { pagePath } from '@/config/navigation';
import { site } from '@/config/site';
import { getArticles } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import { feedHtml, feedText } from './feed-text';
import { articlePath, feedPath } from './seo';

export async function renderFeed(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Blog.feed' });
  const articles = await getArticles(locale);
  const newest = articles
    .map((article) => article.updated)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: canonicalUrl(locale, pagePath.blog),
    title: t('title'),
    description: t('description'),
    link: canonicalUrl(locale, pagePath.blog),
    language: locale,
    ...(newest && { updated: new Date(`${newest}T00:00:00Z`) }),
    generator: false,
    feedLinks: { rss: absoluteUrl(feedPath(locale)) },
    image: absoluteUrl('/icon.svg'),
    copyright: `© ${site.foundingYear} ${site.name}`,
    author: { name: site.founder.name, email: site.email, link: absoluteUrl('/') },
  });
  for (const article of articles) {
    const url = canonicalUrl(locale, articlePath(article.slug));
    feed.addItem({
      title: feedHtml(article.title),
      id: url,
      link: url,
      description: feedHtml(article.excerpt),
      content: feedHtml(article.content.map(feedText).join('\n\n')),
      date: new Date(`${article.updated}T00:00:00Z`),
      published: new Date(`${article.date}T00:00:00Z`),
      author: [{ name: article.author }],
      category: [{ name: article.category.name }],
    });
  }
  return feed.rss2();
}

export function feedResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
