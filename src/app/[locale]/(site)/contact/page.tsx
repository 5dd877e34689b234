import { ContactPage } from '@/features/company/contact-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'contact');
}

export default async function Page({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <ContactPage locale={locale} />
      <JsonLd data={await staticPageJsonLd(locale, 'contact', 'ContactPage')} />
    </>
  );
}
