import { Icon } from '@/components/icons/icon';
import type { IconName } from '@/components/icons/sprite';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { homeSection } from '@/config/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { GoBackButton } from './go-back-button';

// Placed and coloured by `.floating-icons` in globals.css.
const floatingIcons: IconName[] = [
  'bot',
  'sparkles',
  'cpu',
  'rocket',
  'brain-circuit',
  'compass',
  'orbit',
  'telescope',
];

export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });

  return (
    <section className="relative isolate overflow-hidden px-4 py-24 sm:py-32">
      <div aria-hidden="true" className="floating-icons">
        {floatingIcons.map((icon) => (
          <span key={icon} data-floating-icon>
            <Icon name={icon} />
          </span>
        ))}
      </div>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-signature font-display text-[7rem] leading-none font-semibold sm:text-[10rem]">
          {t('code')}
        </p>
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
          {t('heading')}
        </h1>
        <p className="mx-auto mt-6 max-w-lg text-lg text-muted-foreground">{t('body')}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/" locale={locale}>
              <Icon name="house" />
              {t('home')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={{ pathname: '/', hash: homeSection.services }} locale={locale}>
              <Icon name="layout-grid" />
              {t('services')}
            </Link>
          </Button>
          <GoBackButton label={t('back')} />
          <Button asChild size="lg" variant="outline">
            <Link href={{ pathname: '/', hash: homeSection.contact }} locale={locale}>
              <Icon name="message-circle" />
              {t('contact')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
