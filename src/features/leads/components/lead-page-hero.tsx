export function LeadPageHero({
  eyebrow,
  title,
  intro,
}: {
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-24">
      <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">{eyebrow}</p>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{intro}</p>
    </section>
  );
}
