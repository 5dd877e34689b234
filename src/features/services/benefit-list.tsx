import { Icon } from '@/components/icons/icon';
import type { AccentColor } from '@/content/home/shared';
import type { ServiceSection } from '@/content/services';
import { accentClasses } from '@/features/home/accent';
import { cn } from '@/lib/utils';

type BenefitsSection = Extract<ServiceSection, { kind: 'benefits' }>;

export function BenefitList({
  section,
  accent,
}: {
  section: BenefitsSection;
  accent: AccentColor;
}) {
  return (
    <ul
      className={cn(
        'mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2',
        section.items.length % 3 === 0 && 'lg:grid-cols-3',
      )}
    >
      {section.items.map(({ title, text }) => (
        <li key={title} className="flex gap-4">
          <Icon name="check" className={cn('mt-1 size-5 shrink-0', accentClasses[accent].text)} />
          <div>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
