import type { AccentColor } from '@/content/home/shared';
import type { HeroVisual as HeroVisualContent } from '@/content/services';
import { AppRatingCard } from './visuals/app-rating-card';
import { ChatCard } from './visuals/chat-card';
import { DashboardCard } from './visuals/dashboard-card';
import { ProgressCard } from './visuals/progress-card';
import { ScoresCard } from './visuals/scores-card';

function VisualCard({ visual, accent }: { visual: HeroVisualContent; accent: AccentColor }) {
  switch (visual.kind) {
    case 'chat':
      return <ChatCard visual={visual} accent={accent} />;
    case 'progress':
      return <ProgressCard visual={visual} accent={accent} />;
    case 'dashboard':
      return <DashboardCard visual={visual} accent={accent} />;
    case 'scores':
      return <ScoresCard visual={visual} accent={accent} />;
    case 'app-rating':
      return <AppRatingCard visual={visual} accent={accent} />;
  }
}

/**
 * The hero's decorative card over the studio's orbit lines. The drawing is hidden from
 * assistive technology; its caption says in one sentence what it pictures.
 */
export function HeroVisual({ visual, accent }: { visual: HeroVisualContent; accent: AccentColor }) {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div aria-hidden="true" className="relative isolate px-4 py-6 sm:px-8">
        <svg
          viewBox="0 0 400 400"
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 -z-10 size-full text-foreground"
        >
          <g fill="none" stroke="currentColor" strokeOpacity="0.12">
            <circle cx="200" cy="200" r="190" />
            <circle cx="200" cy="200" r="140" strokeDasharray="2 6" />
          </g>
          <ellipse
            cx="200"
            cy="200"
            rx="196"
            ry="70"
            fill="none"
            stroke="#6d28d9"
            strokeOpacity="0.35"
            strokeWidth="1.5"
            transform="rotate(-24 200 200)"
          />
          <circle cx="364" cy="120" r="6" fill="#b45309" />
          <circle cx="40" cy="300" r="4" fill="#be185d" />
        </svg>
        <VisualCard visual={visual} accent={accent} />
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted-foreground">
        {visual.caption}
      </figcaption>
    </figure>
  );
}
