import { Icon } from '@/components/icons/icon';
import type { VisualProps } from './types';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, rating - index));
        return (
          <span key={index} className="relative size-4">
            <Icon name="star" className="absolute inset-0 size-4 text-muted-foreground/40" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Icon name="star" className="size-4 fill-current text-brand-amber" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

export function AppRatingCard({ visual }: VisualProps<'app-rating'>) {
  return (
    <div className="relative mx-auto w-full max-w-72 rounded-[2.5rem] border-[6px] border-foreground/85 bg-card px-5 pt-9 pb-5 text-card-foreground shadow-lifted">
      <span className="absolute top-2.5 left-1/2 h-1.5 w-16 -translate-x-1/2 rounded-full bg-foreground/70" />
      <div className="flex items-center gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-signature text-white">
          <Icon name="smartphone" className="size-7" />
        </span>
        <div>
          <p className="leading-tight font-semibold">{visual.appName}</p>
          <p className="mt-1 text-xs text-muted-foreground">{visual.store}</p>
        </div>
      </div>
      <div className="mt-6 flex items-end gap-3">
        <p className="font-display text-5xl leading-none font-semibold">
          {visual.rating.toFixed(1)}
        </p>
        <div className="pb-1">
          <Stars rating={visual.rating} />
          <p className="mt-1 text-xs text-muted-foreground">{visual.ratingLabel}</p>
        </div>
      </div>
      <ul className="mt-6 space-y-2.5">
        {visual.metrics.map(({ value, label }) => (
          <li
            key={label}
            className="flex items-center justify-between gap-4 rounded-xl bg-muted px-4 py-3 text-sm"
          >
            <span className="text-muted-foreground">{label}</span>
            <span className="font-semibold">{value}</span>
          </li>
        ))}
      </ul>
      <span className="mx-auto mt-6 block h-1 w-24 rounded-full bg-foreground/30" />
    </div>
  );
}
