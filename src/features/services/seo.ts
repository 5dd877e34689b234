import { getTranslations } from 'next-intl/server';
import { pagePath, servicePath, type ServiceSlug } from '@/config/navigation';
import { servicePages } from '@/content/services';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { serviceJsonLd, webPageJsonLd } from '@/lib/seo/structured-data';

export function serviceMetadata(locale: Locale, slug: ServiceSlug) {
  const { meta } = servicePages[slug][locale];
  return pageMetadata({ locale, path: servicePath(slug), ...meta });
}

export async function servicePageJsonLd(locale: Locale, slug: ServiceSlug) {
  const [tHome, tNames] = await Promise.all([
    getTranslations({ locale, namespace: 'Home.meta' }),
    getTranslations({ locale, namespace: 'ServiceNames' }),
  ]);
  const { meta, serviceType } = servicePages[slug][locale];
  const path = servicePath(slug);
  const name = tNames(slug);
  return [
    webPageJsonLd({
      locale,
      path,
      title: meta.title,
      description: meta.description,
      breadcrumbs: [
        { name: tHome('title'), path: pagePath.home },
        { name, path },
      ],
    }),
    serviceJsonLd({ locale, path, name, description: meta.description, serviceType }),
  ];
}
