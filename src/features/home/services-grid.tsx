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

/**
 * A card per service. The whole card is the link (through the title's stretched link); on hover
 * or keyboard focus the description blurs back and "Learn more" comes forward. The eight links
 * prefetch on hover rather than all at once as the grid scrolls into view.
 */
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
            <li
              key={slug}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-soft transition-shadow focus-within:shadow-lifted hover:shadow-lifted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
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
                  className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl"
                >
                  {tServices(slug)}
                </Link>
              </h3>
              <div className="relative mt-3 flex-1">
                <p className="leading-relaxed text-muted-foreground group-focus-within:opacity-60 group-focus-within:blur-[3px] group-hover:opacity-60 group-hover:blur-[3px] motion-safe:transition-[filter,opacity] motion-safe:duration-300">
                  {content.descriptions[slug]}
                </p>
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute inset-0 flex items-center justify-center gap-2 font-semibold opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 motion-safe:transition-opacity motion-safe:duration-300',
                    colours.text,
                  )}
                >
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
