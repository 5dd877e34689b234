import { Icon } from '@/components/icons/icon';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { pagePath } from '@/config/navigation';
import { Link } from '@/i18n/navigation';

export function NewsletterCard({
  eyebrow,
  heading,
  text,
  backLabel,
  children,
}: {
  eyebrow: string;
  heading: string;
  text: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-10">
        <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
          {eyebrow}
        </p>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 leading-relaxed text-muted-foreground">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {children}
          <Link href={pagePath.blog} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Icon name="arrow-left" />
            {backLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
