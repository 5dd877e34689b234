'use client';

import { Check, ClipboardList, FileSearch } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { pagePath } from '@/config/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/class-names';
import { scrollToSection } from '@/lib/scroll';
import type { AssessmentCopy, LeadsCopy } from './copy';
import { ReadinessForm } from './readiness-form';

// The audit form and its file picker load when a visitor chooses it.
const AuditForm = dynamic(() => import('./audit-form').then((module) => module.AuditForm), {
  ssr: false,
});

const forms = ['readiness', 'audit'] as const;
type FormKind = (typeof forms)[number];
const icons = { readiness: ClipboardList, audit: FileSearch };
const FORMS_SECTION_ID = 'assessment-forms';

/** The readiness assessment unless the address ends in `#audit`. */
export function AssessmentCenter({
  copy,
  page,
  locale,
}: {
  copy: LeadsCopy;
  page: AssessmentCopy;
  locale: Locale;
}) {
  const [selected, setSelected] = useState<FormKind>('readiness');

  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1);
      if (hash === 'audit' || hash === 'readiness') setSelected(hash);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  function open(kind: FormKind) {
    setSelected(kind);
    scrollToSection(FORMS_SECTION_ID);
  }

  return (
    <>
      <section
        id={FORMS_SECTION_ID}
        aria-labelledby="assessment-form-heading"
        className="mx-auto max-w-content px-4 pb-16 outline-none sm:px-6"
      >
        <div
          role="group"
          aria-label={page.chooserLabel}
          className="mx-auto flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-full bg-muted p-1"
        >
          {forms.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={selected === kind}
              onClick={() => setSelected(kind)}
              className={cx(
                'min-h-11 rounded-full px-5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                selected === kind
                  ? 'bg-background text-foreground shadow-soft'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {page.tabs[kind]}
            </button>
          ))}
        </div>

        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {forms.map((kind) => {
            const card = page.cards[kind];
            const Icon = icons[kind];
            const active = selected === kind;
            return (
              <li
                key={kind}
                className={cx(
                  'rounded-2xl border bg-card p-6 shadow-soft motion-safe:transition-colors',
                  active ? 'border-primary ring-2 ring-primary/30' : 'border-border',
                )}
              >
                <div className="flex items-start justify-between gap-4">
                  <Icon aria-hidden="true" className="size-8 text-brand-purple" />
                  {active ? (
                    <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
                      {page.cards.active}
                    </span>
                  ) : null}
                </div>
                <h2 className="mt-4 font-display text-xl font-semibold">{card.title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.text}</p>
                <ul className="mt-4 grid gap-2 text-sm">
                  {card.points.map((point) => (
                    <li key={point} className="flex items-center gap-2">
                      <Check aria-hidden="true" className="size-4 shrink-0 text-brand-green" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>

        <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-10">
          <h2 id="assessment-form-heading" className="mb-6 font-display text-2xl font-semibold">
            {page.formHeading[selected]}
          </h2>
          {/* Both stay mounted once opened, so switching back and forth keeps what was typed. */}
          <div hidden={selected !== 'readiness'}>
            <ReadinessForm copy={copy} locale={locale} />
          </div>
          <AuditWhenOpened visible={selected === 'audit'} copy={copy} locale={locale} />
        </div>
      </section>

      <section
        aria-labelledby="assessment-next-heading"
        className="border-t border-border bg-muted/40"
      >
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="assessment-next-heading" className="font-display text-3xl font-semibold">
            {page.footer.title}
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">{page.footer.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={() => open('readiness')} className={buttonVariants()}>
              {page.footer.readiness}
            </button>
            <button
              type="button"
              onClick={() => open('audit')}
              className={buttonVariants({ variant: 'outline' })}
            >
              {page.footer.audit}
            </button>
            <Link href={pagePath.discover} className={buttonVariants({ variant: 'outline' })}>
              {page.footer.wizard}
            </Link>
            <button
              type="button"
              aria-haspopup="dialog"
              data-booking-trigger=""
              className={buttonVariants({ variant: 'ghost' })}
            >
              {page.footer.book}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}

function AuditWhenOpened({
  visible,
  copy,
  locale,
}: {
  visible: boolean;
  copy: LeadsCopy;
  locale: Locale;
}) {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <div hidden={!visible}>
      <AuditForm copy={copy} locale={locale} />
    </div>
  );
}
