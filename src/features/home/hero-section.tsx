import { Icon } from '@/components/icons/icon';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { Button } from '@/components/ui/button';
import { pagePath } from '@/config/navigation';
import { heroContent } from '@/content/home/hero';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { HeroGallery } from './hero-gallery';
import type { HomeLabels } from './home-labels';
import { Typewriter } from './typewriter';

export function HeroSection({ locale, labels }: { locale: Locale; labels: HomeLabels }) {
  const hero = heroContent[locale];
  return (
    <section className="mx-auto grid max-w-content items-center gap-x-12 gap-y-10 px-4 pt-10 pb-20 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:pt-14">
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
          {hero.eyebrow}
        </p>
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          <span className="sr-only">{hero.titles[0]}</span>
          <Typewriter titles={hero.titles} />
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          {hero.description}
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <BookSessionButton size="lg">{labels.bookSession}</BookSessionButton>
          <Button asChild size="lg" variant="outline">
            <Link href={pagePath.assessment}>
              {labels.assessment}
              <Icon name="arrow-right" />
            </Link>
          </Button>
        </div>
      </div>
      <HeroGallery
        label={hero.galleryLabel}
        alts={hero.galleryAlts}
        pauseLabel={labels.pauseMotion}
        newTabNote={labels.opensInNewTab}
      />
    </section>
  );
}
