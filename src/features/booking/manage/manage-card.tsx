import type { ReactNode } from 'react';

export function ManageCard({
  eyebrow,
  wide,
  children,
}: {
  eyebrow: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`mx-auto px-4 py-16 sm:px-6 sm:py-24 ${wide ? 'max-w-2xl' : 'max-w-xl'}`}>
      <div className="rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-10">
        <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
          {eyebrow}
        </p>
        {children}
      </div>
    </section>
  );
}

export function ManageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
      {children}
    </h1>
  );
}

export function ManageText({ children }: { children: ReactNode }) {
  return <p className="mt-4 leading-relaxed text-muted-foreground">{children}</p>;
}
