import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/layout/anchor-link';
import type { LegalBlock, LegalDocument } from '@/content/company/legal-document';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ContactText, proseLinkClass } from './contact-text';

const TOC_TITLE_ID = 'legal-toc-title';

type RecordLabels = Record<'collected' | 'purpose' | 'retention' | 'choices', string>;

function formatEffectiveDate(locale: Locale, isoDate: string) {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

function Block({ block, labels }: { block: LegalBlock; labels: RecordLabels }) {
  if ('text' in block) {
    return (
      <p className="mt-5 leading-relaxed">
        <ContactText text={block.text} />
      </p>
    );
  }
  if ('items' in block) {
    return (
      <ul className="mt-5 space-y-3">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed">
            <span aria-hidden="true" className="legal-bullet" />
            <span>
              <ContactText text={item} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  const facts = (['collected', 'purpose', 'retention', 'choices'] as const).map((key) => ({
    key,
    label: labels[key],
    text: block[key],
  }));
  return (
    <div className="mt-6 rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-6">
      <h3 className="text-lg font-semibold">{block.name}</h3>
      <dl className="mt-4 space-y-4">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="legal-fact-label">{fact.label}</dt>
            <dd className="legal-fact-value">
              <ContactText text={fact.text} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export async function LegalDocumentPage({
  locale,
  document,
  effectiveDate,
  related,
}: {
  locale: Locale;
  document: LegalDocument;
  effectiveDate: string;
  related: { href: string; label: string };
}) {
  const t = await getTranslations({ locale, namespace: 'LegalDocument' });
  const labels: RecordLabels = {
    collected: t('record.collected'),
    purpose: t('record.purpose'),
    retention: t('record.retention'),
    choices: t('record.choices'),
  };

  return (
    <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_minmax(0,45rem)] lg:justify-center lg:gap-x-16 lg:py-20">
      <header className="lg:col-start-2">
        <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
          {document.eyebrow}
        </p>
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {document.title}
        </h1>
        <p className="mt-4 text-sm text-muted-foreground">
          {t.rich('effective', {
            date: formatEffectiveDate(locale, effectiveDate),
            time: (chunks) => <time dateTime={effectiveDate}>{chunks}</time>,
          })}
        </p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="mt-6 text-lg leading-relaxed text-muted-foreground">
            <ContactText text={paragraph} />
          </p>
        ))}
      </header>

      <nav
        aria-labelledby={TOC_TITLE_ID}
        className="rounded-2xl border border-border bg-card p-5 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
      >
        <p id={TOC_TITLE_ID} className="text-sm font-semibold">
          {t('tocHeading')}
        </p>
        <ol className="mt-3 space-y-1 border-l border-border text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <AnchorLink target={section.id} className="legal-toc-link">
                {section.heading}
              </AnchorLink>
            </li>
          ))}
        </ol>
      </nav>

      <div className="min-w-0 text-base sm:text-lg lg:col-start-2">
        {document.sections.map((section) => (
          <section key={section.id} className="mt-12 first:mt-0">
            <h2
              id={section.id}
              className="font-display text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
            >
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} labels={labels} />
            ))}
          </section>
        ))}
        <p className="mt-16 border-t border-border pt-8">
          <Link href={related.href} className={`${proseLinkClass} inline-flex items-center gap-2`}>
            {related.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      </div>
    </div>
  );
}
