import { Icon } from '@/components/icons/icon';
import { AnchorLink } from '@/components/layout/anchor-link';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { PageTitle } from '@/components/layout/page-title';
import { buttonVariants } from '@/components/ui/button';
import type { AccentColor } from '@/content/home/shared';
import type { ServicePageContent } from '@/content/services';
import { FigureList } from './figure-list';
import { HeroVisual } from './hero-visual';

export function ServiceHero({
  name,
  hero,
  accent,
}: {
  name: string;
  hero: ServicePageContent['hero'];
  accent: AccentColor;
}) {
  return (
    <section className="mx-auto grid max-w-content items-center gap-x-12 gap-y-12 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:pt-20">
      <div>
        <PageTitle eyebrow={name}>{hero.headline}</PageTitle>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{hero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <BookSessionButton size="lg">{hero.primaryCta}</BookSessionButton>
          {hero.secondaryCta ? (
            <AnchorLink
              target={hero.secondaryCta.target}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {hero.secondaryCta.label}
              <Icon name="arrow-down" />
            </AnchorLink>
          ) : null}
        </div>
        {hero.stats?.length ? (
          <div className="mt-12 max-w-xl border-t border-border pt-8">
            <FigureList figures={hero.stats} />
            <p className="mt-6 text-xs leading-relaxed text-muted-foreground">{hero.statsNote}</p>
          </div>
        ) : null}
      </div>
      <HeroVisual visual={hero.visual} accent={accent} />
    </section>
  );
}
