import { Icon } from '@/components/icons/icon';
import type { AccentColor } from '@/content/home/shared';
import type { ServiceSection } from '@/content/services';
import { accentClasses } from '@/features/home/accent';
import { cn } from '@/lib/utils';
import { SectionNote, surfaceClass } from './service-section';

type CardsSection = Extract<ServiceSection, { kind: 'cards' }>;

export function FeatureCards({ section, accent }: { section: CardsSection; accent: AccentColor }) {
  const colours = accentClasses[accent];
  return (
    <>
      <ul
        className={cn(
          'mt-12 grid gap-5 sm:grid-cols-2',
          section.items.length % 3 === 0 && 'lg:grid-cols-3',
        )}
      >
        {section.items.map(({ icon, title, description, detail }) => {
          return (
            <li key={title} className={cn('flex flex-col p-6', surfaceClass)}>
              <span aria-hidden="true" className={cn('icon-tile', colours.tint, colours.text)}>
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{description}</p>
              {detail ? (
                <p
                  className={cn(
                    'mt-5 border-t border-border pt-4 text-sm font-semibold',
                    colours.text,
                  )}
                >
                  {detail}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {section.note ? <SectionNote>{section.note}</SectionNote> : null}
    </>
  );
}
