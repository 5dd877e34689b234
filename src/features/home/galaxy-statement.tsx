import { StarField } from '@/components/art/star-field';
import { storyContent } from '@/content/home/story';
import type { Locale } from '@/i18n/routing';
import { MotionRegion } from './motion-region';
import { regionPlayState } from './motion';

const HEADING_ID = 'galaxy-statement';

export function GalaxyStatement({ locale, pauseLabel }: { locale: Locale; pauseLabel: string }) {
  const { statement } = storyContent[locale];
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="relative isolate overflow-hidden bg-black bg-[radial-gradient(ellipse_at_50%_35%,#241a4a_0%,#0b0818_45%,#000_75%)] text-white"
    >
      <MotionRegion
        pauseLabel={pauseLabel}
        pauseButtonClassName="right-4 bottom-4 sm:right-6 sm:bottom-6"
        className="flex min-h-svh items-center"
      >
        <StarField animatedClassName={regionPlayState} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 size-[min(90vw,52rem)] -translate-x-1/2 -translate-y-1/2 rounded-full border border-white/10"
        />
        <div data-reveal="" className="relative mx-auto max-w-4xl px-6 py-24 text-center">
          <h2
            id={HEADING_ID}
            className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {statement.lead}{' '}
            <span className="bg-linear-to-r from-[#c4b5fd] via-[#a5b4fc] to-[#f9a8d4] bg-clip-text text-transparent">
              {statement.emphasis}
            </span>
          </h2>
        </div>
      </MotionRegion>
    </section>
  );
}
