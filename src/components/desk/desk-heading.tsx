import type { ReactNode } from 'react';

export function DeskHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-prose">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-3 leading-relaxed text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </div>
  );
}
