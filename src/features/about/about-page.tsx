import { Icon } from '@/components/icons/icon';
import { PageTitle } from '@/components/layout/page-title';
import { OrbitArt } from '@/components/art/orbit-art';
import { AnchorLink } from '@/components/layout/anchor-link';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { buttonVariants } from '@/components/ui/button';
import { aboutContent } from '@/content/about';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';

const INTRO_ID = 'introduction';

export function AboutPage({ locale }: { locale: Locale }) {
  const { hero, intro, journey, approach, connect } = aboutContent[locale];

  return (
    <>
      <section className="mx-auto grid max-w-content items-center gap-12 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-20">
        <div>
          <PageTitle eyebrow={hero.eyebrow}>{hero.headline}</PageTitle>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {hero.pitch}
          </p>
          <p className="mt-6 flex max-w-2xl items-start gap-2 text-sm text-muted-foreground">
            <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-pink" />
            {hero.location}
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <BookSessionButton size="lg">{hero.startProject}</BookSessionButton>
            <AnchorLink
              target={INTRO_ID}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {hero.learnMore}
              <Icon name="arrow-down" />
            </AnchorLink>
          </div>
        </div>
        <OrbitArt idPrefix="about-hero" className="mx-auto max-w-md" />
      </section>

      <section id={INTRO_ID} className="border-y border-border bg-card">
        <div className="mx-auto grid max-w-content gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              {intro.heading}
            </h2>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-6 text-lg leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </div>
          <div>
            <h3 className="text-lg font-semibold">{intro.audienceHeading}</h3>
            <ul className="mt-6 space-y-4">
              {intro.audience.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-green" />
                  <span className="leading-relaxed">{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-content px-4 py-20 sm:px-6">
        <h2 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {journey.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{journey.lead}</p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {journey.steps.map((step, index) => (
            <li
              key={step.label}
              className="relative rounded-2xl border border-border bg-card p-6 shadow-soft"
            >
              <p className="text-sm font-semibold text-brand-indigo">
                <span aria-hidden="true" className="font-display text-2xl">
                  {String(index + 1).padStart(2, '0')}{' '}
                </span>
                {step.label}
              </p>
              <h3 className="mt-3 text-xl font-semibold">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="border-y border-border bg-card">
        <div className="mx-auto max-w-prose px-4 py-20 sm:px-6">
          <h2 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {approach.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{approach.lead}</p>
          <ul className="mt-10 space-y-6">
            {approach.points.map((point) => (
              <li key={point.text} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="mt-2.5 size-2 shrink-0 rounded-full bg-signature"
                />
                <p className="text-lg leading-relaxed">
                  {point.title ? <strong className="font-semibold">{point.title} </strong> : null}
                  <span className={cn(point.title && 'text-muted-foreground')}>{point.text}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-content px-4 py-20 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border border-border bg-card px-6 py-14 text-center shadow-lifted sm:px-12">
          <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-signature" />
          <h2 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {connect.heading}
          </h2>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {connect.text}
          </p>
          <BookSessionButton size="lg" className="mt-10">
            {connect.button}
          </BookSessionButton>
          <p className="mt-4 text-sm text-muted-foreground">{connect.note}</p>
        </div>
      </section>
    </>
  );
}
