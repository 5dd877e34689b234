'use client';

import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Replaces a sent form (or the finished wizard) until the page is reloaded; focus moves to its
 * title so that it is read out.
 */
export function ThankYou({
  title,
  lines,
  level: Heading = 'h3',
  children,
}: {
  title: string;
  lines: string[];
  level?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-brand-green/40 bg-card p-6 text-center shadow-soft sm:p-10">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-green" />
      <Heading
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-2xl font-semibold outline-none"
      >
        {title}
      </Heading>
      {lines.map((line) => (
        <p key={line} className="mx-auto mt-3 max-w-prose leading-relaxed text-muted-foreground">
          {line}
        </p>
      ))}
      {children}
    </div>
  );
}
