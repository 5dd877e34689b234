import {
  Bot,
  BrainCircuit,
  Compass,
  Cpu,
  Home,
  LayoutGrid,
  MessageCircle,
  Orbit,
  Rocket,
  Sparkles,
  Telescope,
  type LucideIcon,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { homeSection } from '@/config/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { GoBackButton } from './go-back-button';

/** Eight drifting icons around the 404; decoration only, hidden from assistive technology. */
const floatingIcons: { Icon: LucideIcon; position: string; delay: string; tone: string }[] = [
  { Icon: Bot, position: 'top-[8%] left-[8%]', delay: '0s', tone: 'text-brand-purple' },
  { Icon: Sparkles, position: 'top-[14%] right-[10%]', delay: '-1s', tone: 'text-brand-amber' },
  { Icon: Cpu, position: 'top-[42%] left-[3%]', delay: '-2s', tone: 'text-brand-indigo' },
  { Icon: Rocket, position: 'top-[46%] right-[4%]', delay: '-3s', tone: 'text-brand-pink' },
  {
    Icon: BrainCircuit,
    position: 'bottom-[16%] left-[12%]',
    delay: '-4s',
    tone: 'text-brand-pink',
  },
  { Icon: Compass, position: 'bottom-[10%] right-[14%]', delay: '-5s', tone: 'text-brand-purple' },
  { Icon: Orbit, position: 'top-[4%] left-[46%]', delay: '-1.5s', tone: 'text-brand-indigo' },
  { Icon: Telescope, position: 'bottom-[4%] left-[48%]', delay: '-2.5s', tone: 'text-brand-amber' },
];

/** The 404 screen in one language; its links lead to that language's pages. */
export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });

  return (
    <section className="relative isolate overflow-hidden px-4 py-24 sm:py-32">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        {floatingIcons.map(({ Icon, position, delay, tone }) => (
          <span
            key={position}
            data-floating-icon
            className={`absolute ${position} ${tone} opacity-60 motion-safe:animate-float`}
            style={{ animationDelay: delay }}
          >
            <Icon className="size-8 sm:size-10" strokeWidth={1.5} />
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
              <Home aria-hidden="true" />
              {t('home')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={{ pathname: '/', hash: homeSection.services }} locale={locale}>
              <LayoutGrid aria-hidden="true" />
              {t('services')}
            </Link>
          </Button>
          <GoBackButton label={t('back')} />
          <Button asChild size="lg" variant="outline">
            <Link href={{ pathname: '/', hash: homeSection.contact }} locale={locale}>
              <MessageCircle aria-hidden="true" />
              {t('contact')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
