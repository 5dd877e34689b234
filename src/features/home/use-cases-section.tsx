import { Icon } from '@/components/icons/icon';
import { homeSection } from '@/config/navigation';
import { useCaseIndustries, useCasesContent } from '@/content/home/use-cases';
import type { Locale } from '@/i18n/routing';
import { HeadedSection } from './section-heading';

const HEADING_ID = 'use-cases-heading';

export function UseCasesSection({ locale }: { locale: Locale }) {
  const content = useCasesContent[locale];
  return (
    <HeadedSection id={homeSection.useCases} headingId={HEADING_ID} copy={content}>
      <ul
        data-reveal=""
        className="mt-12 grid gap-px overflow-hidden rounded-3xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-3"
      >
        {useCaseIndustries.map(({ id, icon }) => {
          const useCase = content.cases[id];
          return (
            <li key={id} className="bg-card p-8">
              <Icon name={icon} className="size-7 text-brand-indigo" />
              <h3 className="mt-5 text-lg font-semibold">{useCase.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{useCase.description}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
