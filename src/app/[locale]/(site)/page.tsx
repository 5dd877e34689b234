import { faqJsonLd } from '@/features/home/faq-section';
import { HomePage } from '@/features/home/home-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';

// The teaser reads the database: kept in memory until an article changes.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'home');
}

export default async function Page({ params }: PageProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <HomePage locale={locale} />
      <JsonLd data={[await staticPageJsonLd(locale, 'home'), faqJsonLd(locale)]} />
    </>
  );
}
