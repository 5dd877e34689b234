import { Icon } from '@/components/icons/icon';
import { PageTitle } from '@/components/layout/page-title';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { SitePage } from '../site-report';
import { SeoDashboard } from './seo-dashboard';

export function SeoDashboardPage({
  locale,
  pages,
  messages,
}: {
  locale: Locale;
  pages: SitePage[];
  messages: Pick<Messages, 'SeoDashboard' | 'SeoAnalysis'>;
}) {
  const copy = messages.SeoDashboard;
  return (
    <div className="mx-auto max-w-content space-y-10 px-4 pt-12 pb-20 sm:px-6 lg:pt-16">
      <section className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <div>
          <PageTitle eyebrow={copy.eyebrow}>{copy.heading}</PageTitle>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted-foreground">
            {copy.intro}
          </p>
        </div>
        <aside
          aria-labelledby="seo-scoring"
          className="rounded-2xl border border-border bg-card p-6 shadow-soft"
        >
          <h2
            id="seo-scoring"
            className="flex items-center gap-2 font-display text-xl font-semibold"
          >
            <Icon name="gauge" className="size-5 text-brand-purple" />
            {copy.scoring.title}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed text-muted-foreground">
            {copy.scoring.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <h3 className="mt-6 font-semibold">{copy.scoring.checksTitle}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {copy.scoring.checks}
          </p>
        </aside>
      </section>
      <SeoDashboard
        locale={locale}
        pages={pages}
        text={copy.client}
        analysisText={messages.SeoAnalysis}
      />
    </div>
  );
}
