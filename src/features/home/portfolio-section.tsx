import { getTranslations } from 'next-intl/server';
import { ArtImage } from '@/components/art/art-image';
import { homeSection } from '@/config/navigation';
import { portfolioContent, portfolioProjects } from '@/content/home/portfolio';
import { PROJECT_ART_SIZE, projectArtSrc } from '@/content/home/shared';
import type { Locale } from '@/i18n/routing';
import type { HomeLabels } from './home-labels';
import { PortfolioCarousel } from './portfolio-carousel';
import { SectionHeading } from './section-heading';

const HEADING_ID = 'portfolio-heading';

export async function PortfolioSection({
  locale,
  labels,
}: {
  locale: Locale;
  labels: HomeLabels['portfolioControls'];
}) {
  const tServices = await getTranslations({ locale, namespace: 'ServiceNames' });
  const content = portfolioContent[locale];

  return (
    <section
      id={homeSection.portfolio}
      aria-labelledby={HEADING_ID}
      className="flex h-[max(800px,calc(100vh-60px))] flex-col border-y border-border bg-card py-16"
    >
      <div id={homeSection.caseStudies} className="mx-auto w-full max-w-content px-4 sm:px-6">
        <SectionHeading
          id={HEADING_ID}
          eyebrow={content.eyebrow}
          heading={content.heading}
          lead={content.lead}
        />
      </div>
      <PortfolioCarousel stripLabel={content.stripLabel} labels={labels}>
        {portfolioProjects.map(({ id, service }) => {
          const project = content.projects[id];
          const titleId = `project-${id}`;
          return (
            <li key={id} className="h-full w-[82vw] max-w-[400px] shrink-0 lg:w-[400px]">
              <article tabIndex={0} aria-labelledby={titleId} className="group portfolio-card">
                <ArtImage
                  src={projectArtSrc(id)}
                  {...PROJECT_ART_SIZE}
                  alt={project.alt}
                  className="portfolio-image"
                />
                <div className="portfolio-details">
                  <p className="text-xs font-semibold tracking-wider text-[#ddd6fe] uppercase">
                    {tServices(service)}
                  </p>
                  <h3 id={titleId} className="font-display text-2xl leading-snug font-semibold">
                    {project.title}
                  </h3>
                  <ul className="flex flex-wrap gap-2">
                    {project.tags.map((tag) => (
                      <li key={tag} className="portfolio-tag">
                        {tag}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          );
        })}
      </PortfolioCarousel>
    </section>
  );
}
