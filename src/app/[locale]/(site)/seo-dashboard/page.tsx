import { getMessages } from 'next-intl/server';
import { publishedArticles } from '@/content/blog/published';
import { SeoDashboardPage } from '@/features/seo/components/seo-dashboard-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import type { Messages } from '@/i18n/messages';
import { locales, localizedPath } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { staticPageJsonLd, staticPageSeo } from '@/lib/seo/page-seo';
import { indexedPaths } from '@/lib/seo/site-map';

// Lists the published articles, so it is rendered on request.
export const dynamic = 'force-dynamic';

// A tool, not content: kept out of search results and the sitemaps.
export async function generateMetadata({ params }: PageProps<'/[locale]/seo-dashboard'>) {
  const seo = await staticPageSeo(await resolvePageLocale(params), 'seoDashboard');
  return pageMetadata({ ...seo, noIndex: true });
}

export default async function Page({ params }: PageProps<'/[locale]/seo-dashboard'>) {
  const locale = await resolvePageLocale(params);
  const [messages, { articles }] = await Promise.all([
    getMessages({ locale }) as Promise<Messages>,
    publishedArticles(),
  ]);
  const pages = locales.flatMap((language) =>
    indexedPaths(articles).map((path) => ({
      path: localizedPath(language, path),
      locale: language,
    })),
  );
  return (
    <>
      <SeoDashboardPage
        locale={locale}
        pages={pages}
        messages={{ SeoDashboard: messages.SeoDashboard, SeoAnalysis: messages.SeoAnalysis }}
      />
      <JsonLd data={await staticPageJsonLd(locale, 'seoDashboard')} />
    </>
  );
}
