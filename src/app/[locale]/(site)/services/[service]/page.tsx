import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serviceSlugs } from '@/config/navigation';
import { isServiceSlug } from '@/content/services';
import { ServicePage } from '@/features/services/service-page';
import { serviceMetadata, servicePageJsonLd } from '@/features/services/seo';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';

// The proxy answers unknown slugs with its language's 404 page, so none renders on request.
export const dynamicParams = false;

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
