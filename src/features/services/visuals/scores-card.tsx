import { accentClasses } from '@/features/home/accent';
import { cn } from '@/lib/utils';
import { visualCardClass, type VisualProps } from './types';

const RING_RADIUS = 34;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

export function ScoresCard({ visual, accent }: VisualProps<'scores'>) {
  const colours = accentClasses[accent];
  return (
    <div className={visualCardClass}>
      <p className="font-semibold">{visual.title}</p>
      <p className="mt-0.5 text-sm text-muted-foreground">{visual.subtitle}</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        {visual.metrics.map(({ label, value, score }) => (
          <div
            key={label}
            className="flex flex-col items-center rounded-xl bg-muted p-4 text-center"
          >
            <div className="relative flex size-20 items-center justify-center">
              {score === undefined ? null : (
                <svg
                  viewBox="0 0 80 80"
                  className={cn('absolute inset-0 -rotate-90', colours.text)}
                >
                  <g fill="none" stroke="currentColor" strokeWidth="6">
                    <circle cx="40" cy="40" r={RING_RADIUS} strokeOpacity="0.18" />
                    <circle
                      cx="40"
                      cy="40"
                      r={RING_RADIUS}
                      strokeLinecap="round"
                      strokeDasharray={`${(RING_LENGTH * score) / 100} ${RING_LENGTH}`}
                    />
                  </g>
                </svg>
              )}
              <span
                className={cn(
                  'font-display font-semibold',
                  score === undefined ? 'text-3xl' : 'text-2xl',
                )}
              >
                {value}
              </span>
            </div>
            <p className="mt-2 text-xs text-muted-foreground">{label}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
