import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import { homeSection, serviceSlugs, servicePath } from '@/config/navigation';
import { serviceCardDesign, servicesContent } from '@/content/home/services';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { accentClasses } from './accent';
import { HeadedSection } from './section-heading';

const HEADING_ID = 'services-heading';

// The eight links prefetch on hover rather than all at once as the grid scrolls into view.
export async function ServicesGrid({ locale, learnMore }: { locale: Locale; learnMore: string }) {
  const tServices = await getTranslations({ locale, namespace: 'ServiceNames' });
  const content = servicesContent[locale];

  return (
    <HeadedSection id={homeSection.services} headingId={HEADING_ID} copy={content}>
      <ul data-reveal="" className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {serviceSlugs.map((slug) => {
          const { icon, accent } = serviceCardDesign[slug];
          const colours = accentClasses[accent];
          return (
            <li key={slug} className="group service-card">
              <span
                aria-hidden="true"
                className={cn('absolute inset-x-0 top-0 h-1', colours.bar)}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-12 items-center justify-center rounded-xl',
                  colours.tint,
                  colours.text,
                )}
              >
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <Link
                  href={servicePath(slug)}
                  prefetch={false}
                  className="stretched-link outline-none"
                >
                  {tServices(slug)}
                </Link>
              </h3>
              <div className="relative mt-3 flex-1">
                <p className="service-card-text">{content.descriptions[slug]}</p>
                <span aria-hidden="true" className={cn('service-card-more', colours.text)}>
                  {learnMore}
                  <Icon name="arrow-right" className="size-4" />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
