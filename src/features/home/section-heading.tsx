import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  eyebrow: string;
  heading: string;
  lead?: ReactNode;
  id: string;
  className?: string;
  align?: 'start' | 'center';
}

export function SectionHeading({
  eyebrow,
  heading,
  lead,
  id,
  className,
  align = 'start',
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
      >
        {heading}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{lead}</p> : null}
    </div>
  );
}

export function HeadedSection({
  id,
  headingId,
  copy,
  children,
}: {
  id: string;
  headingId: string;
  copy: { eyebrow: string; heading: string; lead?: string };
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mx-auto max-w-content px-4 py-24 sm:px-6"
    >
      <div data-reveal="">
        <SectionHeading
          id={headingId}
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          lead={copy.lead}
        />
      </div>
      {children}
    </section>
  );
}
