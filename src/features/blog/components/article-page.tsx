import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { buttonVariants } from '@/components/ui/button';
import { pagePath } from '@/config/navigation';
import type { BlogArticle } from '@/content/blog';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { ArticleCover } from './article-cover';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';
import { ContentBlocks } from './content-blocks';
import { previewFilesPath } from '../preview-links';
import { PdfDownloadButton } from './pdf-download-button';

const panelClassName =
  'flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-soft sm:flex-row sm:items-center sm:justify-between sm:p-8';

// A preview's PDF downloads at once from the draft; a reader's first asks for their address.
function PdfAction({
  article,
  previewToken,
  variant,
  children,
}: {
  article: BlogArticle;
  previewToken?: string;
  variant?: 'outline';
  children: ReactNode;
}) {
  if (!previewToken) {
    return (
      <PdfDownloadButton slug={article.slug} title={article.title} variant={variant}>
        {children}
      </PdfDownloadButton>
    );
  }
  return (
    <a
      href={`${previewFilesPath(previewToken)}/pdf?lang=${article.locale}`}
      className={buttonVariants({ variant })}
    >
      <Icon name="file-down" />
      {children}
    </a>
  );
}

export async function ArticlePage({
  article,
  previewToken,
  notice,
}: {
  article: BlogArticle;
  previewToken?: string;
  notice?: ReactNode;
}) {
  const t = await getTranslations({ locale: article.locale, namespace: 'BlogArticle' });

  return (
    <article>
      {notice}
      {/* The cover is the hero's backdrop: dark in both themes, so the text on it is always light. */}
      <header className="relative isolate overflow-hidden bg-[#0b0a14] text-[#f4f1ec]">
        <ArticleCover
          article={article}
          previewToken={previewToken}
          preload
          className="absolute inset-0 -z-10 size-full"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 via-black/75 to-black/90 lg:bg-gradient-to-r lg:from-black/90 lg:via-black/75 lg:to-black/30"
        />
        <div className="mx-auto max-w-content px-4 pt-8 pb-16 sm:px-6 lg:pt-10 lg:pb-24">
          <Link
            href={pagePath.blog}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'sm' }),
              '-ml-3 text-[#f4f1ec] hover:bg-white/10 hover:text-white focus-visible:ring-offset-black',
            )}
          >
            <Icon name="arrow-left" />
            {t('back')}
          </Link>
          <div className="mt-10 max-w-3xl lg:mt-16">
            <CategoryBadge category={article.category} onImage />
            <h1 className="mt-5 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {article.title}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-pretty text-[#e4ded6] sm:text-xl">
              {article.excerpt}
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-[#e4ded6]">
              <p className="inline-flex items-center gap-2 font-medium text-white">
                <Icon name="user-round" className="size-4" />
                {t('byline', { author: article.author })}
              </p>
              <ArticleMeta article={article} />
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-prose px-4 py-12 sm:px-6 lg:py-16">
        <aside aria-labelledby="pdf-panel-title" className={panelClassName}>
          <div className="flex gap-4">
            <Icon name="file-down" className="mt-1 size-6 shrink-0 text-brand-purple" />
            <div>
              <h2 id="pdf-panel-title" className="text-lg font-semibold">
                {t('pdf.heading')}
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t('pdf.text')}</p>
            </div>
          </div>
          <PdfAction article={article} previewToken={previewToken}>
            {t('pdf.button')}
          </PdfAction>
        </aside>

        <div className="mt-10">
          <ContentBlocks article={article} previewToken={previewToken} />
        </div>

        <aside aria-labelledby="pdf-again-title" className={cn(panelClassName, 'mt-16')}>
          <div>
            <h2 id="pdf-again-title" className="font-display text-2xl font-semibold">
              {t('enjoyed.heading')}
            </h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">{t('enjoyed.text')}</p>
          </div>
          <PdfAction article={article} previewToken={previewToken} variant="outline">
            {t('enjoyed.button')}
          </PdfAction>
        </aside>
      </div>

      <section
        aria-labelledby="transform-title"
        className="mx-auto max-w-content px-4 pb-24 sm:px-6"
      >
        <div className="relative overflow-hidden rounded-3xl border border-border bg-card px-6 py-14 text-center shadow-lifted sm:px-12">
          <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-signature" />
          <h2
            id="transform-title"
            className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {t('transform.heading')}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {t('transform.text')}
          </p>
          <BookSessionButton size="lg" className="mt-8">
            {t('transform.button')}
            <Icon name="arrow-right" />
          </BookSessionButton>
        </div>
      </section>
    </article>
  );
}
