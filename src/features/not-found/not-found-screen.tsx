import { Icon } from '@/components/icons/icon';
import type { IconName } from '@/components/icons/sprite';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { homeSection } from '@/config/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { GoBackButton } from './go-back-button';

/** Eight drifting icons around the 404; decoration only, hidden from assistive technology. */
const floatingIcons: { icon: IconName; position: string; delay: string; tone: string }[] = [
  { icon: 'bot', position: 'top-[8%] left-[8%]', delay: '0s', tone: 'text-brand-purple' },
  { icon: 'sparkles', position: 'top-[14%] right-[10%]', delay: '-1s', tone: 'text-brand-amber' },
  { icon: 'cpu', position: 'top-[42%] left-[3%]', delay: '-2s', tone: 'text-brand-indigo' },
  { icon: 'rocket', position: 'top-[46%] right-[4%]', delay: '-3s', tone: 'text-brand-pink' },
  {
    icon: 'brain-circuit',
    position: 'bottom-[16%] left-[12%]',
    delay: '-4s',
    tone: 'text-brand-pink',
  },
  {
    icon: 'compass',
    position: 'bottom-[10%] right-[14%]',
    delay: '-5s',
    tone: 'text-brand-purple',
  },
  { icon: 'orbit', position: 'top-[4%] left-[46%]', delay: '-1.5s', tone: 'text-brand-indigo' },
  {
    icon: 'telescope',
    position: 'bottom-[4%] left-[48%]',
    delay: '-2.5s',
    tone: 'text-brand-amber',
  },
];

/** The 404 screen in one language; its links lead to that language's pages. */
export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });

  return (
    <section className="relative isolate overflow-hidden px-4 py-24 sm:py-32">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        {floatingIcons.map(({ icon, position, delay, tone }) => (
          <span
            key={position}
            data-floating-icon
            className={`absolute ${position} ${tone} opacity-60 motion-safe:animate-float`}
            style={{ animationDelay: delay }}
          >
            <Icon name={icon} className="size-8 stroke-[1.5] sm:size-10" />
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
