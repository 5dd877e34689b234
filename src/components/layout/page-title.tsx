import type { ReactNode } from 'react';

export function PageTitle({ eyebrow, children }: { eyebrow: string; children: ReactNode }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">{eyebrow}</p>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
        {children}
      </h1>
    </>
  );
}
