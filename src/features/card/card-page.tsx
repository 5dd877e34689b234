import { Icon } from '@/components/icons/icon';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ProfileLink } from '@/components/icons/profile-link';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { LogoMark } from '@/components/layout/logo';
import { MAIN_CONTENT_ID } from '@/components/layout/main-content';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { buttonVariants } from '@/components/ui/button-variants';
import { homeSection, pagePath } from '@/config/navigation';
import { site } from '@/config/site';
import { FounderPortrait } from '@/features/company/founder-portrait';
import { localizedPath, type Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { CardBack } from './card-back';
import { cardColumnClass, cardEyebrowClass } from './card-layout';
import { cardProfiles, profileOn } from './card-profiles';
import { CardQrCode } from './card-qr-code';
import { ShareButton } from './share-button';
import { vcardFileName } from './vcard';

const actionClass = (variant: 'default' | 'outline') =>
  cn(buttonVariants({ variant, size: 'lg' }), 'w-full px-4');
const rowLinkClass =
  '-mx-2 flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-muted focus-visible:bg-muted';

function ContactRow({
  href,
  icon,
  label,
  className,
  children,
}: {
  href: string;
  icon: ReactNode;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={className}>
      <a href={href} className={rowLinkClass}>
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-4">
          {icon}
        </span>
        <span className="min-w-0">
          {label && <span className="block text-xs text-muted-foreground">{label}</span>}
          <span className="block font-medium break-words">{children}</span>
        </span>
      </a>
    </li>
  );
}

export async function CardPage({ locale }: { locale: Locale }) {
  const [t, tHeader] = await Promise.all([
    getTranslations({ locale, namespace: 'Card' }),
    getTranslations({ locale, namespace: 'Header' }),
  ]);
  const cardUrl = canonicalUrl(locale, pagePath.card);
  const homePath = localizedPath(locale, pagePath.home);
  const shortVideo = profileOn('tiktok');

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex flex-1 flex-col items-center gap-6 px-5 pt-4 pb-28 outline-none card-wide:justify-center card-wide:px-8 card-wide:py-8"
    >
      <div className={`${cardColumnClass} flex items-center justify-between`}>
        <a
          href={homePath}
          aria-label={tHeader('homeLabel')}
          className="inline-flex items-center gap-2 rounded-md py-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
        >
          <LogoMark className="size-6" />
          <span className="font-display font-semibold">{site.shortName}</span>
        </a>
        <div className="flex items-center gap-2" role="group" aria-label={tHeader('preferences')}>
          <LanguageToggle label={tHeader('switchLanguage')} />
          <ThemeToggle
            toDarkLabel={tHeader('themeToDark')}
            toLightLabel={tHeader('themeToLight')}
          />
        </div>
      </div>

      <article
        aria-labelledby="card-name"
        className={`${cardColumnClass} card-wide:grid card-wide:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] card-wide:overflow-hidden card-wide:rounded-3xl card-wide:border card-wide:border-border card-wide:bg-card card-wide:shadow-lifted`}
      >
        <div className="flex flex-col items-center text-center lg:p-10 card-wide:justify-center card-wide:border-r card-wide:border-border card-wide:bg-muted/40 card-wide:p-8">
          <a
            href={shortVideo.href}
            rel="me"
            aria-label={t('portraitLabel')}
            className="group relative block w-48 rounded-full lg:w-52 card-wide:w-44"
          >
            <FounderPortrait className="transition-transform duration-300 motion-safe:group-hover:scale-[1.03]" />
            <span className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-soft">
              <Icon name="tiktok" className="size-5" />
            </span>
          </a>
          <h1
            id="card-name"
            className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance"
          >
            {site.founder.name}
          </h1>
          <p className="mt-2 text-lg font-medium text-brand-indigo">{t('role')}</p>
          <p className="mt-1 text-muted-foreground">{t('founderOf', { studio: site.name })}</p>
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon name="map-pin" className="size-4" />
            {site.location.locality}, {site.location.regionName}
          </p>
        </div>

        <div className="mt-6 flex flex-col gap-7 lg:p-10 card-wide:mt-0 card-wide:p-8">
          <p className="text-center text-lg leading-relaxed text-pretty card-wide:text-left">
            {t('tagline')}
          </p>

          <div>
            <h2 className={cardEyebrowClass}>{t('contactHeading')}</h2>
            <ul className="mt-2 grid gap-1 lg:grid-cols-2">
              <ContactRow
                href={`mailto:${site.email}`}
                icon={<Icon name="mail" />}
                label={t('email')}
              >
                {site.email}
              </ContactRow>
              <ContactRow
                href={`tel:${site.phone.e164}`}
                icon={<Icon name="phone" />}
                label={t('phone')}
              >
                {site.phone.display}
              </ContactRow>
              <ContactRow
                href={`${homePath}#${homeSection.services}`}
                icon={<Icon name="layout-grid" />}
                className="lg:col-span-2"
              >
                <span className="inline-flex items-center gap-1.5">
                  {t('services')}
                  <Icon name="arrow-right" className="size-4" />
                </span>
              </ContactRow>
            </ul>
          </div>

          <div>
            <h2 className={cardEyebrowClass}>{t('profilesHeading')}</h2>
            <ul className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-3">
              {cardProfiles().map((profile) => (
                <li key={profile.network}>
                  <ProfileLink {...profile} detail={t(`profileKind.${profile.kind}`)} />
                </li>
              ))}
            </ul>
          </div>

          <div className="flex flex-col gap-6 border-t border-border pt-6 lg:flex-row lg:items-center lg:justify-between">
            <CardQrCode url={cardUrl} alt={t('qrAlt', { url: cardUrl })} caption={t('qrCaption')} />
            <div
              role="group"
              aria-label={t('actions')}
              className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-background px-5 py-3 card-wide:static card-wide:z-auto card-wide:border-0 card-wide:bg-transparent card-wide:p-0"
            >
              <div className="mx-auto grid max-w-[390px] grid-cols-2 gap-3 lg:flex lg:flex-col card-wide:mx-0 card-wide:max-w-none">
                <a
                  href={localizedPath(locale, `${pagePath.card}/vcard`)}
                  download={vcardFileName}
                  type="text/vcard"
                  className={actionClass('default')}
                >
                  <Icon name="download" />
                  {t('saveContact')}
                </a>
                <ShareButton
                  url={cardUrl}
                  title={t('meta.title')}
                  text={t('shareText')}
                  labels={{ share: t('share'), copied: t('copied'), copyFailed: t('copyFailed') }}
                  buttonClassName={actionClass('outline')}
                />
              </div>
            </div>
          </div>
        </div>
      </article>

      <CardBack locale={locale} />
    </main>
  );
}
