import type { AccentColor } from '@/content/home/shared';
import type { ServiceSection } from '@/content/services';
import { accentClasses } from '@/features/home/accent';
import { cn } from '@/lib/utils';
import { surfaceClass } from './service-section';

type ProcessSection = Extract<ServiceSection, { kind: 'process' }>;

// An ordered list, so assistive technology hears the order too.
export function ProcessSteps({
  section,
  accent,
}: {
  section: ProcessSection;
  accent: AccentColor;
}) {
  const { steps } = section;
  return (
    <ol
      className={cn(
        'mt-12 grid gap-5 sm:grid-cols-2',
        steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
      )}
    >
      {steps.map(({ title, text, duration }, index) => (
        <li key={title} className={cn('p-6', surfaceClass)}>
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className={cn('font-display text-3xl font-semibold', accentClasses[accent].text)}
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            {duration ? (
              <span className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
                {duration}
              </span>
            ) : null}
          </div>
          <h3 className="mt-4 text-xl font-semibold">{title}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ol>
  );
}
