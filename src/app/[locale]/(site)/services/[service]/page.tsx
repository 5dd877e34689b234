import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serviceSlugs } from '@/config/navigation';
import { isServiceSlug } from '@/content/services';
import { ServicePage } from '@/features/services/service-page';
import { serviceMetadata, servicePageJsonLd } from '@/features/services/seo';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';

// The eight services are rendered at build time. Any other slug renders on request only to call
// notFound(), so the visitor gets the 404 screen in the page's language (with dynamicParams off
// it would get the English-only global one).

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => serviceSlugs.map((service) => ({ locale, service })));
}

async function resolveService(params: PageProps<'/[locale]/services/[service]'>['params']) {
  const locale = await resolvePageLocale(params);
  const { service } = await params;
  if (!isServiceSlug(service)) notFound();
  return { locale, slug: service };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services/[service]'>): Promise<Metadata> {
  const { locale, slug } = await resolveService(params);
  return serviceMetadata(locale, slug);
}

export default async function Page({ params }: PageProps<'/[locale]/services/[service]'>) {
  const { locale, slug } = await resolveService(params);
  return (
    <>
      <ServicePage locale={locale} slug={slug} />
      <JsonLd data={await servicePageJsonLd(locale, slug)} />
    </>
  );
}
