import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { TITLE_SUFFIX } from '@/config/site';
import { pageMetadata, type PageSeo } from './metadata';
import { webPageJsonLd, type WebPageJsonLdInput } from './structured-data';

type PageCopy = { title: string; description: string; keywords?: string };

type PageNamespace = {
  [K in keyof Messages]: Messages[K] extends { meta: PageCopy } ? K : never;
}[keyof Messages];

export const staticPages = {
  home: { namespace: 'Home', path: pagePath.home },
  about: { namespace: 'About', path: pagePath.about },
  assessment: { namespace: 'AssessmentCenter', path: pagePath.assessment },
  discover: { namespace: 'Discover', path: pagePath.discover },
  blog: { namespace: 'Blog', path: pagePath.blog },
  contact: { namespace: 'Contact', path: pagePath.contact },
  team: { namespace: 'Team', path: pagePath.team },
  privacy: { namespace: 'Privacy', path: pagePath.privacy },
  terms: { namespace: 'Terms', path: pagePath.terms },
  card: { namespace: 'Card', path: pagePath.card },
  seoDashboard: { namespace: 'SeoDashboard', path: pagePath.seoDashboard },
  search: { namespace: 'Search', path: pagePath.search },
} as const satisfies Record<string, { namespace: PageNamespace; path: string }>;

export type StaticPageKey = keyof typeof staticPages;

export async function staticPageSeo(locale: Locale, page: StaticPageKey): Promise<PageSeo> {
  const { namespace, path } = staticPages[page];
  const messages = (await getMessages({ locale })) as Messages;
  const copy: PageCopy = messages[namespace].meta;
  return {
    locale,
    path,
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
  };
}

export async function staticPageMetadata(locale: Locale, page: StaticPageKey) {
  return pageMetadata(await staticPageSeo(locale, page));
}

// The 404 page has no address of its own, so no canonical, alternates or share image.
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const { meta } = ((await getMessages({ locale })) as Messages).NotFound;
  return {
    title: { absolute: `${meta.title}${TITLE_SUFFIX}` },
    description: meta.description,
    robots: { index: false },
  };
}

export async function staticPageJsonLd(
  locale: Locale,
  page: StaticPageKey,
  type: WebPageJsonLdInput['type'] = 'WebPage',
) {
  const [seo, home] = await Promise.all([
    staticPageSeo(locale, page),
    staticPageSeo(locale, 'home'),
  ]);
  const breadcrumbs =
    page === 'home'
      ? undefined
      : [
          { name: home.title, path: home.path },
          { name: seo.title, path: seo.path },
        ];
  return webPageJsonLd({ ...seo, type, breadcrumbs });
}
