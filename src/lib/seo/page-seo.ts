import { getMessages } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { pageMetadata, type PageSeo } from './metadata';
import { webPageJsonLd, type WebPageJsonLdInput } from './structured-data';

type PageMessages = { title: string; description: string; keywords?: string };
export type StaticPageKey = {
  [K in keyof Messages['Metadata']]: Messages['Metadata'][K] extends PageMessages ? K : never;
}[keyof Messages['Metadata']];

const staticPagePaths: Record<StaticPageKey, string> = {
  home: '/',
  about: '/about',
  notFound: '/404',
};

/** Title, description and keywords of a fixed page, from the `Metadata` messages of its language. */
export async function staticPageSeo(locale: Locale, page: StaticPageKey): Promise<PageSeo> {
  const messages = (await getMessages({ locale })) as Messages;
  const copy: PageMessages = messages.Metadata[page];
  return {
    locale,
    path: staticPagePaths[page],
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
  };
}

export async function staticPageMetadata(locale: Locale, page: StaticPageKey) {
  return pageMetadata(await staticPageSeo(locale, page));
}

/** The page's WebPage structured data, with its place under the home page. */
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
