import type { Metadata } from 'next';
import { CardPage } from '@/features/card/card-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { staticPageJsonLd, staticPageSeo } from '@/lib/seo/page-seo';
import { founderJsonLd } from '@/lib/seo/structured-data';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/jordan-marlowe'>): Promise<Metadata> {
  return pageMetadata(await staticPageSeo(await resolvePageLocale(params), 'card'));
}

export default async function Page({ params }: PageProps<'/[locale]/jordan-marlowe'>) {
  const locale = await resolvePageLocale(params);
  const profilePage = await staticPageJsonLd(locale, 'card', 'ProfilePage');
  const founder = founderJsonLd(locale);
  return (
    <>
      <CardPage locale={locale} />
      <JsonLd data={[{ ...profilePage, mainEntity: { '@id': founder['@id'] } }, founder]} />
    </>
  );
}
