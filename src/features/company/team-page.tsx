import { Icon } from '@/components/icons/icon';
import type { IconName } from '@/components/icons/sprite';
import { PageTitle } from '@/components/layout/page-title';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { buttonVariants } from '@/components/ui/button';
import { homeSection } from '@/config/navigation';
import { site } from '@/config/site';
import { teamPageContent } from '@/content/company/team';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BookingPanel } from './booking-panel';
import { FounderPortrait } from './founder-portrait';

const builtIcons = ['messages-square', 'workflow', 'globe'] as const satisfies IconName[];

const sectionHeadingClass = 'font-display text-3xl font-semibold tracking-tight sm:text-4xl';

export function TeamPage({ locale }: { locale: Locale }) {
  const { hero, facts, work, method, built, studio, cta } = teamPageContent[locale];
  const factList = [
    { label: facts.basedLabel, value: `${site.location.locality}, ${site.location.regionName}` },
    { label: facts.foundedLabel, value: String(site.foundingYear) },
    facts.languages,
    facts.focus,
  ];

  return (
    <>
      <section className="mx-auto grid max-w-content items-center gap-12 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-20">
        <div>
          <PageTitle eyebrow={hero.eyebrow}>{hero.headline}</PageTitle>
          <p className="mt-4 text-xl font-medium text-brand-indigo">{hero.role}</p>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {hero.lead}
          </p>
          <dl className="mt-8 grid max-w-2xl gap-x-8 gap-y-4 border-t border-border pt-6 sm:grid-cols-2">
            {factList.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="mt-0.5 font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <BookSessionButton size="lg" className="mt-10">
            {cta.button}
          </BookSessionButton>
        </div>
        <FounderPortrait className="mx-auto max-w-sm lg:max-w-md" />
      </section>

      <section aria-labelledby="team-work-heading" className="border-y border-border bg-card">
        <div className="mx-auto grid max-w-content gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="team-work-heading" className={sectionHeadingClass}>
              {work.heading}
            </h2>
            {work.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-6 text-lg leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {work.areas.map((area) => (
              <li key={area.title} className="border-l-2 border-brand-purple pl-5">
                <h3 className="text-lg font-semibold">{area.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{area.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="team-method-heading"
        className="mx-auto max-w-content px-4 py-20 sm:px-6"
      >
        <h2 id="team-method-heading" className={sectionHeadingClass}>
          {method.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{method.lead}</p>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {method.steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-border bg-card p-6 shadow-soft"
            >
              <span aria-hidden="true" className="font-quote text-2xl text-brand-indigo">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="team-built-heading" className="border-y border-border bg-card">
        <div className="mx-auto max-w-content px-4 py-20 sm:px-6">
          <h2 id="team-built-heading" className={sectionHeadingClass}>
            {built.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{built.lead}</p>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {built.items.map((item, index) => {
              const icon = builtIcons[index] ?? 'workflow';
              return (
                <li key={item.title} className="rounded-2xl border border-border p-6">
                  <Icon name={icon} className="size-8 text-brand-purple" />
                  <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted-foreground">{item.text}</p>
                </li>
              );
            })}
          </ul>
          <Link
            href={{ pathname: '/', hash: homeSection.portfolio }}
            className={buttonVariants({ variant: 'outline', className: 'mt-10' })}
          >
            {built.portfolioLink}
            <Icon name="arrow-right" />
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="team-studio-heading"
        className="mx-auto max-w-prose px-4 pt-20 sm:px-6"
      >
        <h2 id="team-studio-heading" className={sectionHeadingClass}>
          {studio.heading}
        </h2>
        {studio.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-6 text-lg leading-relaxed text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </section>

      <BookingPanel
        id="team-cta-heading"
        heading={cta.heading}
        text={cta.text}
        button={cta.button}
        note={cta.note}
      />
    </>
  );
}
