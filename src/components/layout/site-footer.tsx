import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import {
  homeSection,
  pagePath,
  serviceSlugs,
  servicePath,
  type HomeSectionId,
} from '@/config/navigation';
import { site } from '@/config/site';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Logo } from './logo';

const linkClass = 'footer-link';

type FooterLink = { label: string; href: string } | { label: string; section: HomeSectionId };

function FooterColumn({ heading, links }: { heading: string; links: FooterLink[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold">{heading}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              href={'href' in link ? link.href : { pathname: '/', hash: link.section }}
              className={linkClass}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'ServiceNames' }),
  ]);

  const serviceLinks = serviceSlugs.map((slug) => ({
    label: tServices(slug),
    href: servicePath(slug),
  }));
  const companyLinks: FooterLink[] = [
    { label: t('ourStory'), section: homeSection.ourStory },
    { label: t('portfolio'), section: homeSection.portfolio },
    { label: t('faq'), section: homeSection.faq },
    { label: t('assessment'), href: pagePath.assessment },
    { label: t('caseStudies'), section: homeSection.caseStudies },
    { label: t('comparison'), section: homeSection.comparison },
    { label: t('team'), href: pagePath.team },
    { label: t('contactPage'), href: pagePath.contact },
  ];

  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-content gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.2fr]">
        <div className="max-w-sm">
          <Link href="/" className="inline-block rounded-md" aria-label={site.name}>
            <Logo />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{t('tagline')}</p>
        </div>
        <FooterColumn heading={t('servicesHeading')} links={serviceLinks} />
        <FooterColumn heading={t('companyHeading')} links={companyLinks} />
        <div>
          <h2 className="text-sm font-semibold">{t('contactHeading')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a
                href={`tel:${site.phone.e164}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Icon name="phone" className="size-4" />
                <span className="sr-only">{t('phoneLabel')}: </span>
                {site.phone.display}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Icon name="mail" className="size-4" />
                <span className="sr-only">{t('emailLabel')}: </span>
                {site.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2 text-muted-foreground">
              <Icon name="map-pin" className="size-4" />
              {t('location')}
            </li>
          </ul>
          <h3 className="mt-8 text-sm font-semibold">{t('socialHeading')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {site.socials.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.href}
                  rel="me"
                  aria-label={t('socialLabel', { network: profile.label })}
                  className="social-link"
                >
                  <Icon name={profile.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year: site.foundingYear })}</p>
          <p className="inline-flex items-center gap-1.5">
            <Icon name="heart" className="size-4 fill-brand-pink text-brand-pink" />
            {t('heart')} · {t('location')}
          </p>
          <nav aria-label={t('legalNav')}>
            <ul className="flex gap-4">
              <li>
                <Link href={pagePath.privacy} className={linkClass}>
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href={pagePath.terms} className={linkClass}>
                  {t('terms')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
