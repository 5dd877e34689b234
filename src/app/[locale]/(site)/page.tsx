import { faqJsonLd } from '@/features/home/faq-section';
import { HomePage } from '@/features/home/home-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';

// Its teaser shows the newest articles, from the database: rendered on request and kept in memory
// by the server until an article changes (src/server/cache/live-pages.ts).
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
