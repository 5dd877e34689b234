import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import { homeSection, pagePath, serviceSlugs, servicePath } from '@/config/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BookSessionButton } from './book-session-button';
import { HeaderShell } from './header-shell';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { MobileMenu, type MobileMenuEntry } from './mobile-menu';
import { NavLink, navItemClass } from './nav-link';
import { SectionLink } from './section-link';
import { ServicesMenu } from './services-menu';
import { ThemeToggle } from './theme-toggle';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tCommon, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'ServiceNames' }),
  ]);
  const services = serviceSlugs.map((slug) => ({
    href: servicePath(slug),
    label: tServices(slug),
  }));
  const mobileEntries: MobileMenuEntry[] = [
    { kind: 'page', href: pagePath.home, label: t('home') },
    { kind: 'section', section: homeSection.portfolio, label: t('portfolio') },
    { kind: 'section', section: homeSection.faq, label: t('faq') },
    { kind: 'page', href: pagePath.about, label: t('about') },
    { kind: 'page', href: pagePath.assessment, label: t('assessment') },
    { kind: 'section', section: homeSection.contact, label: t('contact') },
  ];

  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" aria-label={t('homeLabel')} className="rounded-md">
          <Logo />
        </Link>

        <nav aria-label={t('primaryNav')} className="hidden items-center gap-0.5 xl:flex">
          <ServicesMenu label={t('services')} services={services} />
          <SectionLink section={homeSection.portfolio} className={navItemClass}>
            {t('portfolio')}
          </SectionLink>
          <SectionLink section={homeSection.faq} className={navItemClass}>
            {t('faq')}
          </SectionLink>
          <NavLink href={pagePath.about}>{t('about')}</NavLink>
          <NavLink href={pagePath.assessment}>{t('assessment')}</NavLink>
          {/* The Spanish labels leave no room for a visible word at 1280 px: the icon carries it. */}
          <NavLink href={pagePath.search} title={t('search')}>
            <Icon name="search" className="size-4" />
            <span className="sr-only">{t('search')}</span>
          </NavLink>
        </nav>

        <div className="flex items-center gap-2" role="group" aria-label={t('preferences')}>
          <LanguageToggle label={t('switchLanguage')} />
          <ThemeToggle toDarkLabel={t('themeToDark')} toLightLabel={t('themeToLight')} />
          <BookSessionButton className="hidden xl:inline-flex">
            {tCommon('bookSession')}
          </BookSessionButton>
          <MobileMenu
            className="xl:hidden"
            services={services}
            entries={mobileEntries}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              title: t('menuTitle'),
              description: t('menuDescription'),
              servicesHeading: t('services'),
              bookSession: tCommon('bookSession'),
              search: t('search'),
            }}
          />
        </div>
      </div>
    </HeaderShell>
  );
}
