import { getTranslations } from 'next-intl/server';
import { site } from '@/config/site';
import { isServiceSlug, servicePages } from '@/content/services';
import { resolvePageLocale } from '@/i18n/page-locale';
import { renderShareImage } from '@/lib/seo/share-image';

export { generateStaticParams } from '../page';
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/services/[service]/opengraph-image'>,
) {
  const locale = await resolvePageLocale(params);
  const { service } = await params;
  if (!isServiceSlug(service)) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale, namespace: 'ServiceNames' });
  return renderShareImage({
    locale,
    title: servicePages[service][locale].hero.headline,
    eyebrow: `${site.name} · ${t(service)}`,
  });
}
