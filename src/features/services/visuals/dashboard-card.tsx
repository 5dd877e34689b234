import { accentClasses } from '@/features/home/accent';
import { cn } from '@/lib/utils';
import { visualCardClass, type VisualProps } from './types';

// Decoration, not data.
const activity = [34, 48, 40, 62, 55, 70, 64, 82, 74, 90, 84, 96];

export function DashboardCard({ visual, accent }: VisualProps<'dashboard'>) {
  const colours = accentClasses[accent];
  return (
    <div className={visualCardClass}>
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold">{visual.title}</p>
        <span className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1 text-xs font-medium">
          <span className="relative flex size-2">
            <span className="absolute inset-0 rounded-full bg-brand-green opacity-75 motion-safe:animate-ping" />
            <span className="relative size-2 rounded-full bg-brand-green" />
          </span>
          {visual.status}
        </span>
      </div>
      <div
        className={cn(
          'mt-5 grid gap-3',
          visual.metrics.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
        )}
      >
        {visual.metrics.map(({ value, label }) => (
          <div key={label} className="rounded-xl bg-muted p-3">
            <p className="font-display text-2xl font-semibold">{value}</p>
            <p className="mt-1 text-xs leading-snug text-muted-foreground">{label}</p>
          </div>
        ))}
      </div>
      <div className="mt-5 flex h-20 items-end gap-1.5">
        {activity.map((height, index) => (
          <span
            key={index}
            className={cn('flex-1 rounded-t-sm', colours.bar, index < 8 && 'opacity-50')}
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <p className="mt-4 flex items-baseline gap-3 border-t border-border pt-4">
        <span className="font-display text-4xl font-semibold">{visual.total.value}</span>
        <span className="text-sm text-muted-foreground">{visual.total.label}</span>
      </p>
    </div>
  );
}
