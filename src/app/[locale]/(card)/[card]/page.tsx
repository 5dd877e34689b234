import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { site } from '@/config/site';
import { CardPage } from '@/features/card/card-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { staticPageJsonLd, staticPageSeo } from '@/lib/seo/page-seo';
import { founderJsonLd } from '@/lib/seo/structured-data';

// Only the founder's card is rendered at build time. Any other top-level path renders on request
// just to call notFound(), so the visitor gets the framed 404 screen in their language (with
// dynamicParams off it would get the English-only global one).

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale, card: site.cardSlug }));
}

async function resolveCardLocale(params: PageProps<'/[locale]/[card]'>['params']) {
  const locale = await resolvePageLocale(params);
  if ((await params).card !== site.cardSlug) notFound();
  return locale;
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[card]'>): Promise<Metadata> {
  return pageMetadata(await staticPageSeo(await resolveCardLocale(params), 'card'));
}

export default async function Page({ params }: PageProps<'/[locale]/[card]'>) {
  const locale = await resolveCardLocale(params);
  const profilePage = await staticPageJsonLd(locale, 'card', 'ProfilePage');
  const founder = founderJsonLd(locale);
  return (
    <>
      <CardPage locale={locale} />
      <JsonLd data={[{ ...profilePage, mainEntity: { '@id': founder['@id'] } }, founder]} />
    </>
  );
}
