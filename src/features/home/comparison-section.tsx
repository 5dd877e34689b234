import { Icon } from '@/components/icons/icon';
import { homeSection } from '@/config/navigation';
import { comparisonContent, keyBenefits } from '@/content/home/comparison';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { HeadedSection } from './section-heading';

const HEADING_ID = 'comparison-heading';
const BENEFITS_HEADING_ID = 'key-benefits-heading';

export function ComparisonSection({ locale }: { locale: Locale }) {
  const content = comparisonContent[locale];
  const columns = [
    { side: 'others', title: content.otherFirms, icon: 'x' },
    { side: 'studio', title: content.studio, icon: 'check' },
  ] as const;

  return (
    <HeadedSection id={homeSection.comparison} headingId={HEADING_ID} copy={content}>
      <div data-reveal="" className="mt-12 grid gap-6 lg:grid-cols-2">
        {columns.map(({ side, title, icon }) => (
          <div
            key={side}
            className={cn(
              'relative overflow-hidden rounded-3xl border p-8',
              side === 'studio'
                ? 'border-primary/40 bg-card shadow-lifted'
                : 'border-border bg-muted/50',
            )}
          >
            {side === 'studio' ? (
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-signature" />
            ) : null}
            <h3 className="font-display text-2xl font-semibold">{title}</h3>
            <ul className="mt-6 space-y-5">
              {content.rows.map((row) => (
                <li key={row.topic} className="flex gap-3">
                  <Icon
                    name={icon}
                    className={cn(
                      'mt-1 size-5 shrink-0',
                      side === 'studio' ? 'text-brand-green' : 'text-muted-foreground',
                    )}
                  />
                  <p>
                    <span className="block text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                      {row.topic}
                    </span>
                    <span className="mt-1 block leading-relaxed">{row[side]}</span>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <div data-reveal="" className="mt-16">
        <h3 id={BENEFITS_HEADING_ID} className="font-display text-2xl font-semibold">
          {content.benefitsHeading}
        </h3>
        <ul aria-labelledby={BENEFITS_HEADING_ID} className="mt-6 grid gap-5 md:grid-cols-3">
          {keyBenefits.map(({ id, icon }) => {
            const benefit = content.benefits[id];
            return (
              <li key={id} className="rounded-2xl border border-border bg-card p-6 shadow-soft">
                <Icon name={icon} className="size-6 text-brand-purple" />
                <p className="mt-4 text-xl font-semibold">{benefit.title}</p>
                <p className="mt-2 leading-relaxed text-muted-foreground">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">{content.footnote}</p>
      </div>
    </HeadedSection>
  );
}
