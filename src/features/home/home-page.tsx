import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { OrbitArt } from '@/components/art/orbit-art';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { Button } from '@/components/ui/button';
import { pagePath } from '@/config/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export async function HomePage({ locale }: { locale: Locale }) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return (
    <section className="mx-auto grid max-w-content items-center gap-12 px-4 pt-12 pb-24 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-20">
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t('heading')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          {t('description')}
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <BookSessionButton size="lg">{tCommon('bookSession')}</BookSessionButton>
          <Button asChild size="lg" variant="outline">
            <Link href={pagePath.assessment}>
              {t('assessment')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      <OrbitArt idPrefix="home-hero" className="mx-auto max-w-md" />
    </section>
  );
}
