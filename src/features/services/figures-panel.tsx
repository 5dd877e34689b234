import type { ServiceSection } from '@/content/services';
import { cn } from '@/lib/utils';
import { FigureList } from './figure-list';
import { SectionNote, surfaceClass } from './service-section';

type FiguresSection = Extract<ServiceSection, { kind: 'stats' | 'roi' }>;

export function FiguresPanel({ section }: { section: FiguresSection }) {
  return (
    <>
      <div
        className={cn(
          surfaceClass,
          'relative mt-12 overflow-hidden rounded-3xl px-6 py-10 shadow-lifted sm:px-10 sm:py-12',
        )}
      >
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-signature" />
        <FigureList figures={section.figures} size="lg" />
      </div>
      <SectionNote>{section.note}</SectionNote>
    </>
  );
}
