import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { staticPageSeo, type StaticPageKey } from './page-seo';
import { renderShareImage } from './share-image';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// A route handler, not Next's `opengraph-image` file, whose address gains a hash in a route group.
export function staticPageImageRoute(page: StaticPageKey) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<{ locale: string }> },
  ) {
    const locale = await resolvePageLocale(params);
    const { title } = await staticPageSeo(locale, page);
    return renderShareImage({ locale, title });
  };
}
