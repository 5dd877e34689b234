import { BookSessionButton } from '@/components/layout/book-session-button';
import { discoverGuide } from '@/content/leads/discover-guide';
import type { Locale } from '@/i18n/routing';

const headingClass = 'font-display text-2xl font-semibold tracking-tight sm:text-3xl';

export function DiscoverGuide({ locale }: { locale: Locale }) {
  const { report, answers } = discoverGuide[locale];
  return (
    <>
      <section aria-labelledby="discover-report-heading" className="border-t border-border bg-card">
        <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
          <h2 id="discover-report-heading" className={headingClass}>
            {report.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {report.lead}
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {report.items.map((item) => (
              <li key={item.title} className="border-l-2 border-brand-purple pl-5">
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section
        aria-labelledby="discover-answers-heading"
        className="mx-auto max-w-3xl px-4 py-16 sm:px-6"
      >
        <h2 id="discover-answers-heading" className={headingClass}>
          {answers.heading}
        </h2>
        {answers.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-muted-foreground">
            {paragraph}
          </p>
        ))}
        <p className="mt-8 font-medium">{answers.talk}</p>
        <BookSessionButton variant="outline" className="mt-4">
          {answers.button}
        </BookSessionButton>
      </section>
    </>
  );
}
