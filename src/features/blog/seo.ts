import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/config/public-env';
import { pagePath } from '@/config/navigation';
import { site } from '@/config/site';
import { getArticles, type BlogArticle } from '@/content/blog';
import { localizedPath, type Locale } from '@/i18n/routing';
import { coverUrl } from './art/artwork';
import { articleDocumentTitle } from './document-title';
import { canonicalUrl, pageMetadata, shareImageUrl } from '@/lib/seo/metadata';
import { staticPageJsonLd } from '@/lib/seo/page-seo';
import { webPageJsonLd } from '@/lib/seo/structured-data';

export const articlePath = (slug: string) => `${pagePath.blog}/${slug}`;

export const feedPath = (locale: Locale) => localizedPath(locale, `${pagePath.blog}/rss.xml`);

export function feedAlternate(locale: Locale, title: string): Metadata['alternates'] {
  return { types: { 'application/rss+xml': [{ url: absoluteUrl(feedPath(locale)), title }] } };
}

export async function articleMetadata(article: BlogArticle): Promise<Metadata> {
  const t = await getTranslations({ locale: article.locale, namespace: 'Blog' });
  const base = pageMetadata({
    locale: article.locale,
    path: articlePath(article.slug),
    title: article.title,
    description: article.excerpt,
    keywords: `${article.category.name}, ${t('meta.keywords')}`,
    type: 'article',
  });
  const title = articleDocumentTitle(article.title);
  return {
    ...base,
    title: { absolute: title },
    alternates: { ...base.alternates, ...feedAlternate(article.locale, t('feed.title')) },
    authors: [{ name: article.author }],
    openGraph: {
      ...base.openGraph,
      type: 'article',
      title,
      publishedTime: article.date,
      modifiedTime: article.updated,
      authors: [article.author],
      section: article.category.name,
    },
    twitter: { ...base.twitter, title },
  };
}

export async function articleJsonLd(article: BlogArticle) {
  const { locale } = article;
  const [tHome, tBlog] = await Promise.all([
    getTranslations({ locale, namespace: 'Home.meta' }),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  const path = articlePath(article.slug);
  const url = canonicalUrl(locale, path);
  return [
    webPageJsonLd({
      locale,
      path,
      title: article.title,
      description: article.excerpt,
      breadcrumbs: [
        { name: tHome('title'), path: pagePath.home },
        { name: tBlog('hero.title'), path: pagePath.blog },
        { name: article.title, path },
      ],
    }),
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      url,
      mainEntityOfPage: { '@id': `${url}#webpage` },
      headline: article.title,
      description: article.excerpt,
      image: [shareImageUrl(locale, path), absoluteUrl(coverUrl(article.slug))],
      datePublished: article.date,
      dateModified: article.updated,
      inLanguage: locale,
      articleSection: article.category.name,
      wordCount: article.wordCount,
      author: {
        '@type': 'Person',
        name: article.author,
        // The founder writes most pieces; his profile is the About page.
        ...(article.author === site.founder.name && {
          url: canonicalUrl(locale, pagePath.about),
        }),
      },
      publisher: { '@id': absoluteUrl('/#organization') },
      isPartOf: {
        '@type': 'Blog',
        name: tBlog('hero.title'),
        url: canonicalUrl(locale, pagePath.blog),
      },
    },
  ];
}

export async function blogIndexJsonLd(locale: Locale) {
  const [page, t] = await Promise.all([
    staticPageJsonLd(locale, 'blog', 'CollectionPage'),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  const url = canonicalUrl(locale, pagePath.blog);
  return [
    page,
    {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      '@id': `${url}#blog`,
      url,
      name: t('hero.title'),
      description: t('meta.description'),
      inLanguage: locale,
      publisher: { '@id': absoluteUrl('/#organization') },
      blogPost: (await getArticles(locale)).map((article) => ({
        '@type': 'BlogPosting',
        headline: article.title,
        url: canonicalUrl(locale, articlePath(article.slug)),
        datePublished: article.date,
        dateModified: article.updated,
        author: { '@type': 'Person', name: article.author },
      })),
    },
  ];
}
