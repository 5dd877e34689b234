'use client';

import { ArrowLeft, SearchX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { pagePath } from '@/config/navigation';
import { useClientMessages } from '@/i18n/client-messages-provider';
import { Link } from '@/i18n/navigation';

/**
 * What an address under /blog/ that names no article shows (with status 404). A client component
 * because a not-found screen gets no route parameters: it reads its copy from the provider the
 * layout set up, which keeps the article pages statically rendered.
 */
export function ArticleNotFound() {
  const text = useClientMessages().BlogClient.notFound;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6 lg:py-32">
      <SearchX aria-hidden="true" className="size-14 text-brand-purple" />
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        {text.heading}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{text.text}</p>
      <Link href={pagePath.blog} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        <ArrowLeft aria-hidden="true" />
        {text.back}
      </Link>
    </section>
  );
}
