import { DiscoverPage } from '@/features/leads/components/discover-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/discover-ai-readiness'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'discover');
}

export default async function Page({ params }: PageProps<'/[locale]/discover-ai-readiness'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <DiscoverPage locale={locale} />
      <JsonLd data={await staticPageJsonLd(locale, 'discover')} />
    </>
  );
}
