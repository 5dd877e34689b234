import { Icon } from '@/components/icons/icon';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { ProfileLink } from '@/components/icons/profile-link';
import { buttonVariants } from '@/components/ui/button';
import { pagePath } from '@/config/navigation';
import { site } from '@/config/site';
import { contactPageContent } from '@/content/company/contact';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BookingPanel } from './booking-panel';

const detailLinkClass =
  'rounded-sm font-medium break-words underline-offset-4 hover:text-primary hover:underline';

const cardClass = 'rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-8';

function profileHandle(href: string) {
  const url = new URL(href);
  return `${url.hostname.replace(/^www\./, '')}${url.pathname}`;
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0">{children}</dd>
    </div>
  );
}

export function ContactPage({ locale }: { locale: Locale }) {
  const { hero, details, booking, nextSteps, assessment, social } = contactPageContent[locale];

  return (
    <>
      <section className="mx-auto grid max-w-content items-start gap-12 px-4 pt-12 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-20">
        <div className="lg:pt-6">
          <PageTitle eyebrow={hero.eyebrow}>{hero.headline}</PageTitle>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {hero.lead}
          </p>
        </div>

        <section aria-labelledby="contact-details-heading" className={cardClass}>
          <h2 id="contact-details-heading" className="font-display text-2xl font-semibold">
            {details.heading}
          </h2>
          <dl className="mt-6 space-y-5">
            <Detail icon={<Icon name="phone" />} label={details.phoneLabel}>
              <a href={`tel:${site.phone.e164}`} className={detailLinkClass}>
                {site.phone.display}
              </a>
            </Detail>
            <Detail icon={<Icon name="mail" />} label={details.emailLabel}>
              <a href={`mailto:${site.email}`} className={detailLinkClass}>
                {site.email}
              </a>
            </Detail>
            <Detail icon={<Icon name="map-pin" />} label={details.location.label}>
              {details.location.value}
            </Detail>
            <Detail icon={<Icon name="clock" />} label={details.timeZone.label}>
              {details.timeZone.value}
            </Detail>
            <Detail icon={<Icon name="messages-square" />} label={details.response.label}>
              {details.response.value}
            </Detail>
            <Detail icon={<Icon name="languages" />} label={details.languages.label}>
              {details.languages.value}
            </Detail>
          </dl>
        </section>
      </section>

      <section
        aria-labelledby="contact-next-steps-heading"
        className="mx-auto max-w-content px-4 pt-20 sm:px-6"
      >
        <h2
          id="contact-next-steps-heading"
          className="font-display text-3xl font-semibold tracking-tight"
        >
          {nextSteps.heading}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {nextSteps.steps.map((step, index) => (
            <li key={step.title} className={cardClass}>
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <BookingPanel
        id="contact-booking-heading"
        heading={booking.heading}
        text={booking.text}
        button={booking.button}
        note={booking.schedule}
      />

      <div className="mx-auto grid max-w-content gap-6 px-4 pb-20 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="contact-assessment-heading" className={cardClass}>
          <Icon name="clipboard-check" className="size-8 text-brand-purple" />
          <h2 id="contact-assessment-heading" className="mt-4 font-display text-2xl font-semibold">
            {assessment.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{assessment.text}</p>
          <Link
            href={pagePath.assessment}
            className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
          >
            {assessment.link}
            <Icon name="arrow-right" />
          </Link>
        </section>

        <section aria-labelledby="contact-social-heading" className={cardClass}>
          <h2 id="contact-social-heading" className="font-display text-2xl font-semibold">
            {social.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{social.text}</p>
          <ul className="mt-6 grid gap-2 sm:grid-cols-2">
            {site.socials.map((profile) => (
              <li key={profile.network}>
                <ProfileLink {...profile} detail={profileHandle(profile.href)} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
