import { Icon } from '@/components/icons/icon';
import { accentClasses } from '@/features/home/accent';
import { cn } from '@/lib/utils';
import { visualCardClass, type VisualProps } from './types';

export function ProgressCard({ visual, accent }: VisualProps<'progress'>) {
  const colours = accentClasses[accent];
  return (
    <div className={visualCardClass}>
      <p className="font-semibold">{visual.title}</p>
      <p className="mt-0.5 text-sm text-muted-foreground">{visual.subtitle}</p>
      <ul className="mt-6 space-y-5">
        {visual.items.map(({ label, percent, value }) => (
          <li key={label}>
            <div className="flex items-center justify-between gap-4 text-sm">
              <span className="font-medium">{label}</span>
              <span
                className={cn(
                  'flex items-center gap-1.5 font-semibold',
                  percent === 100 && colours.text,
                )}
              >
                {percent === 100 ? <Icon name="circle-check" className="size-4" /> : null}
                {value}
              </span>
            </div>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
              <div
                className={cn('h-full rounded-full', colours.bar)}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      {visual.footer ? (
        <p className="mt-6 border-t border-border pt-4 text-xs font-medium text-muted-foreground">
          {visual.footer}
        </p>
      ) : null}
    </div>
  );
}
