import { AboutPage } from '@/features/about/about-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';
import { founderJsonLd } from '@/lib/seo/structured-data';

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'about');
}

export default async function Page({ params }: PageProps<'/[locale]/about'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <AboutPage locale={locale} />
      <JsonLd
        data={[await staticPageJsonLd(locale, 'about', 'AboutPage'), founderJsonLd(locale)]}
      />
    </>
  );
}
