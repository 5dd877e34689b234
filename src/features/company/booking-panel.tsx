import { BookSessionButton } from '@/components/layout/book-session-button';

export function BookingPanel({
  id,
  heading,
  text,
  button,
  note,
}: {
  id: string;
  heading: string;
  text: string;
  button: string;
  note: string;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-20">
      <div className="relative overflow-hidden rounded-3xl border border-border bg-card px-6 py-14 text-center shadow-lifted sm:px-12">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-signature" />
        <h2
          id={id}
          className="mx-auto max-w-3xl font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {heading}
        </h2>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          {text}
        </p>
        <BookSessionButton size="lg" className="mt-10">
          {button}
        </BookSessionButton>
        <p className="mt-4 text-sm text-muted-foreground">{note}</p>
      </div>
    </section>
  );
}
