import type { ReactNode } from 'react';
import { SectionHeading } from '@/features/home/section-heading';
import { cn } from '@/lib/utils';

export function ServiceSection({
  id,
  headingId,
  copy,
  band,
  children,
}: {
  id?: string;
  headingId: string;
  copy: { eyebrow: string; heading: string; lead?: string };
  band: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-band={band || undefined}
      className={cn('group/band', band && 'border-y border-border bg-card')}
    >
      <div className="mx-auto max-w-content px-4 py-20 sm:px-6 lg:py-24">
        <SectionHeading
          id={headingId}
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          lead={copy.lead}
        />
        {children}
      </div>
    </section>
  );
}

export const surfaceClass = 'section-surface';

export function SectionNote({ children }: { children: ReactNode }) {
  return <p className="mt-8 max-w-3xl text-sm text-muted-foreground">{children}</p>;
}
