import { absoluteUrl } from '@/config/public-env';
import { site } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { canonicalUrl, shareImageUrl } from './metadata';

const organizationId = () => absoluteUrl('/#organization');
const websiteId = () => absoluteUrl('/#website');

const areaServed = ['US', 'Latin America'];

export function organizationJsonLd(locale: Locale, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': organizationId(),
    name: site.name,
    alternateName: site.shortName,
    url: absoluteUrl(localizedPath(locale, '/')),
    logo: absoluteUrl('/icon.svg'),
    image: shareImageUrl(locale, '/'),
    description,
    foundingDate: String(site.foundingYear),
    founder: { '@type': 'Person', name: site.founder.name, jobTitle: site.founder.jobTitle },
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.location.locality,
      addressRegion: site.location.region,
      addressCountry: site.location.country,
    },
    areaServed,
    knowsLanguage: ['en', 'es'],
    sameAs: site.socials.map((profile) => profile.href),
  };
}

export function websiteJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(),
    name: site.name,
    url: absoluteUrl(localizedPath(locale, '/')),
    inLanguage: locale,
    publisher: { '@id': organizationId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(localizedPath(locale, '/search'))}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface WebPageJsonLdInput {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  type?:
    | 'WebPage'
    | 'AboutPage'
    | 'ContactPage'
    | 'CollectionPage'
    | 'ProfilePage'
    | 'SearchResultsPage';
  breadcrumbs?: { name: string; path: string }[];
}

export function webPageJsonLd(input: WebPageJsonLdInput) {
  const url = canonicalUrl(input.locale, input.path);
  const page: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': input.type ?? 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: input.title,
    description: input.description,
    inLanguage: input.locale,
    isPartOf: { '@id': websiteId() },
    about: { '@id': organizationId() },
  };
  if (input.breadcrumbs?.length) {
    page.breadcrumb = {
      '@type': 'BreadcrumbList',
      itemListElement: input.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: canonicalUrl(input.locale, crumb.path),
      })),
    };
  }
  return page;
}

export function founderJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': absoluteUrl('/#founder'),
    name: site.founder.name,
    givenName: site.founder.givenName,
    familyName: site.founder.familyName,
    jobTitle: site.founder.jobTitle,
    email: site.email,
    telephone: site.phone.e164,
    url: absoluteUrl(localizedPath(locale, '/about')),
    worksFor: { '@id': organizationId() },
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.location.locality,
      addressRegion: site.location.region,
      addressCountry: site.location.country,
    },
    sameAs: [...site.socials, ...site.cardProfiles].map((profile) => profile.href),
  };
}

interface ServiceJsonLdInput {
  locale: Locale;
  path: string;
  name: string;
  description: string;
  serviceType: string;
}

// Provided by the Organization the layout declares on every page.
export function serviceJsonLd(input: ServiceJsonLdInput) {
  const url = canonicalUrl(input.locale, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    url,
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    image: shareImageUrl(input.locale, input.path),
    provider: { '@id': organizationId() },
    areaServed,
    mainEntityOfPage: { '@id': `${url}#webpage` },
  };
}
