import { OrbitArt } from '@/components/art/orbit-art';
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

// Hidden from assistive technology; the caption says in one sentence what it pictures.
export function HeroVisual({ visual, accent }: { visual: HeroVisualContent; accent: AccentColor }) {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div aria-hidden="true" className="relative isolate px-4 py-6 sm:px-8">
        <OrbitArt
          cover
          idPrefix={`${visual.kind}-orbit`}
          className="absolute inset-0 -z-10 size-full opacity-70"
        />
        <VisualCard visual={visual} accent={accent} />
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted-foreground">
        {visual.caption}
      </figcaption>
    </figure>
  );
}
