import { Wordmark } from '@/components/art/wordmark';
import { trustedContent, trustedLogoRows } from '@/content/home/logos';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { LoopCopies } from './loop-copies';
import { MotionRegion } from './motion-region';
import { regionPlayState, reverseAnimation } from './motion';

/** The animation shifts each row by one of its three lists (8 × 240 px = 1920 px). */
const LIST_COPIES = 3;
const HEADING_ID = 'trusted-by-heading';

export function TrustedMarquee({ locale, pauseLabel }: { locale: Locale; pauseLabel: string }) {
  return (
    <section aria-labelledby={HEADING_ID} className="border-y border-border bg-card py-12">
      <h2
        id={HEADING_ID}
        className="mx-auto max-w-content px-4 text-center text-sm font-semibold tracking-wide text-muted-foreground sm:px-6"
      >
        {trustedContent[locale].heading}
      </h2>
      <MotionRegion
        pauseLabel={pauseLabel}
        pauseButtonClassName="right-4 -bottom-11 sm:right-6"
        className="mt-8"
      >
        <div className="space-y-6 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
          {trustedLogoRows.map((row, rowIndex) => (
            <div key={row[0]?.name} className="overflow-hidden">
              <div
                className={cn(
                  'flex w-max motion-safe:animate-marquee',
                  rowIndex === 1 && reverseAnimation,
                  regionPlayState,
                )}
              >
                <LoopCopies copies={LIST_COPIES}>
                  <ul className="flex shrink-0">
                    {row.map((logo) => (
                      <li key={logo.name} className="marquee-item">
                        <Wordmark logo={logo} />
                      </li>
                    ))}
                  </ul>
                </LoopCopies>
              </div>
            </div>
          ))}
        </div>
      </MotionRegion>
    </section>
  );
}
