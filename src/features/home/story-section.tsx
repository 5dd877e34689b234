import { Icon } from '@/components/icons/icon';
import { OrbitArt } from '@/components/art/orbit-art';
import { homeSection, pagePath } from '@/config/navigation';
import { storyContent } from '@/content/home/story';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { SectionHeading } from './section-heading';

const HEADING_ID = 'our-story-heading';

export function StorySection({ locale }: { locale: Locale }) {
  const story = storyContent[locale];
  return (
    <section
      id={homeSection.ourStory}
      aria-labelledby={HEADING_ID}
      className="border-t border-border bg-card"
    >
      <div className="mx-auto grid max-w-content items-center gap-12 px-4 py-24 sm:px-6 lg:grid-cols-[1.3fr_1fr]">
        <div data-reveal="">
          <SectionHeading id={HEADING_ID} eyebrow={story.eyebrow} heading={story.heading} />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-lg leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <dl className="mt-10 grid gap-6 sm:grid-cols-3">
            {story.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col border-l-2 border-brand-purple pl-4">
                <dt className="text-sm leading-snug text-muted-foreground">{fact.label}</dt>
                <dd className="order-first font-display text-4xl font-semibold">{fact.figure}</dd>
              </div>
            ))}
          </dl>
          <Link
            href={pagePath.about}
            className="mt-10 inline-flex items-center gap-2 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
          >
            {story.aboutLink}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <OrbitArt idPrefix="home-story" className="mx-auto max-w-sm" />
      </div>
    </section>
  );
}
