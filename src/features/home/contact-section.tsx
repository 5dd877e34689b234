import { Icon } from '@/components/icons/icon';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { homeSection } from '@/config/navigation';
import { site } from '@/config/site';
import { contactContent } from '@/content/home/contact';
import type { Locale } from '@/i18n/routing';

const HEADING_ID = 'contact-heading';
const reachLinkClass =
  'inline-flex items-center gap-2 rounded-md font-medium underline-offset-4 hover:underline';

export function ContactSection({ locale, bookSession }: { locale: Locale; bookSession: string }) {
  const contact = contactContent[locale];
  return (
    <section
      id={homeSection.contact}
      aria-labelledby={HEADING_ID}
      className="mx-auto max-w-content px-4 py-24 sm:px-6"
    >
      <div
        data-reveal=""
        className="relative overflow-hidden rounded-3xl border border-border bg-card px-6 py-16 text-center shadow-lifted sm:px-12"
      >
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-signature" />
        <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
          {contact.eyebrow}
        </p>
        <h2
          id={HEADING_ID}
          className="mx-auto mt-3 max-w-3xl font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {contact.heading}
        </h2>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          {contact.text}
        </p>
        <BookSessionButton size="lg" className="mt-10">
          {bookSession}
        </BookSessionButton>
        <p className="mt-4 text-sm text-muted-foreground">{contact.note}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 border-t border-border pt-8 text-sm sm:flex-row sm:gap-6">
          <p className="text-muted-foreground">{contact.reachUs}</p>
          <a href={`tel:${site.phone.e164}`} className={reachLinkClass}>
            <Icon name="phone" className="size-4 text-brand-purple" />
            {site.phone.display}
          </a>
          <a href={`mailto:${site.email}`} className={reachLinkClass}>
            <Icon name="mail" className="size-4 text-brand-purple" />
            {site.email}
          </a>
        </div>
      </div>
    </section>
  );
}
