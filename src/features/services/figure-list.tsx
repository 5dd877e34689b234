import { cn } from '@/lib/utils';

interface Figure {
  value: string;
  label: string;
}

// Label first in the markup, so assistive tech reads "AI adoption: 300%"; the value shows on top.
export function FigureList({
  figures,
  size = 'md',
  className,
}: {
  figures: Figure[];
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'grid gap-x-6 gap-y-8',
        figures.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3',
        className,
      )}
    >
      {figures.map(({ value, label }) => (
        <div key={label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm leading-snug text-muted-foreground">{label}</dt>
          <dd
            className={cn(
              'font-display font-semibold tracking-tight text-balance',
              size === 'lg' ? 'text-4xl sm:text-5xl' : 'text-2xl',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
