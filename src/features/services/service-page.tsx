import { getTranslations } from 'next-intl/server';
import type { ServiceSlug } from '@/config/navigation';
import type { AccentColor } from '@/content/home/shared';
import { serviceCardDesign } from '@/content/home/services';
import { servicePages, type ServiceSection as SectionData } from '@/content/services';
import { BookingPanel } from '@/features/company/booking-panel';
import type { Locale } from '@/i18n/routing';
import { BenefitList } from './benefit-list';
import { FeatureCards } from './feature-cards';
import { FiguresPanel } from './figures-panel';
import { ProcessSteps } from './process-steps';
import { ServiceHero } from './service-hero';
import { ServiceSection } from './service-section';
import { UseCaseList } from './use-case-list';

function SectionBody({ section, accent }: { section: SectionData; accent: AccentColor }) {
  switch (section.kind) {
    case 'stats':
    case 'roi':
      return <FiguresPanel section={section} />;
    case 'cards':
      return <FeatureCards section={section} accent={accent} />;
    case 'benefits':
      return <BenefitList section={section} accent={accent} />;
    case 'process':
      return <ProcessSteps section={section} accent={accent} />;
    case 'use-cases':
      return <UseCaseList section={section} />;
  }
}

export async function ServicePage({ locale, slug }: { locale: Locale; slug: ServiceSlug }) {
  const t = await getTranslations({ locale, namespace: 'ServiceNames' });
  const page = servicePages[slug][locale];
  const { accent } = serviceCardDesign[slug];

  return (
    <>
      <ServiceHero name={t(slug)} hero={page.hero} accent={accent} />
      {page.sections.map((section, index) => {
        const key = 'id' in section ? section.id : `${section.kind}-${index}`;
        return (
          <ServiceSection
            key={key}
            id={'id' in section ? section.id : undefined}
            headingId={`${key}-heading`}
            copy={section}
            band={index % 2 === 0}
          >
            <SectionBody section={section} accent={accent} />
          </ServiceSection>
        );
      })}
      <BookingPanel id="closing-heading" {...page.closing} />
    </>
  );
}
