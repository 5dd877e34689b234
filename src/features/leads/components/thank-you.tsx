'use client';

import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Replaces a sent form until the page is reloaded; focus moves to it so it is read out. */
export function ThankYou({ title, lines }: { title: string; lines: string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-brand-green/40 bg-card p-6 text-center shadow-soft sm:p-10">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-green" />
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-2xl font-semibold outline-none"
      >
        {title}
      </h3>
      {lines.map((line) => (
        <p key={line} className="mx-auto mt-3 max-w-prose leading-relaxed text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}
