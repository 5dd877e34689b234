import type { ReactNode } from 'react';
import { SectionHeading } from '@/features/home/section-heading';
import { cn } from '@/lib/utils';

/**
 * A section of a service page: its heading, then its content. Every other section sits on a
 * band of the card colour; cards inside a band switch to the page colour (`surfaceClass`).
 */
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

/** The background of a card inside a section (globals.css): it stands out from the band or the page. */
export const surfaceClass = 'section-surface';

/** A note under a section's figures or results that says what they are. */
export function SectionNote({ children }: { children: ReactNode }) {
  return <p className="mt-8 max-w-3xl text-sm text-muted-foreground">{children}</p>;
}
