import type { ServiceSection } from '@/content/services';
import { cn } from '@/lib/utils';
import { SectionNote, surfaceClass } from './service-section';

type UseCasesSection = Extract<ServiceSection, { kind: 'use-cases' }>;

export function UseCaseList({ section }: { section: UseCasesSection }) {
  return (
    <>
      <ul className="mt-12 grid gap-5 md:grid-cols-2">
        {section.items.map(({ title, text, result }) => (
          <li key={title} className={cn('flex flex-col p-6 sm:p-8', surfaceClass)}>
            <h3 className="text-xl font-semibold">{title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{text}</p>
            <p className="mt-6 border-l-2 border-primary pl-4">
              <span className="block text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {section.resultLabel}
              </span>
              <span className="mt-1 block font-medium">{result}</span>
            </p>
          </li>
        ))}
      </ul>
      <SectionNote>{section.note}</SectionNote>
    </>
  );
}
