import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { buttonVariants } from '@/components/ui/button';
import { getArticles } from '@/content/blog';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { articlePath, feedPath } from '../seo';
import { ArticleCard } from './article-card';
import { ArticleCover } from './article-cover';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';
import { Constellation } from './constellation';

const COVER_STORY_ID = 'cover-story';
export async function BlogIndexPage({
  locale,
  subscribeForm,
}: {
  locale: Locale;
  subscribeForm: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const articles = await getArticles(locale);
  const cover = articles[0];

  return (
    <>
      <section className="relative overflow-hidden border-b border-border">
        <Constellation className="pointer-events-none absolute inset-x-0 top-0 mx-auto h-full w-full max-w-6xl text-brand-indigo" />
        <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 lg:pt-24 lg:pb-28">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-1.5 text-sm font-medium shadow-soft">
            <Icon name="sparkles" className="size-4 text-brand-amber" />
            {t('hero.badge')}
          </p>
          <h1 className="mt-8 font-display text-5xl font-semibold tracking-tight text-balance sm:text-6xl lg:text-7xl">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
            {t('hero.tagline')}
          </p>
          <AnchorLink
            target={COVER_STORY_ID}
            className={buttonVariants({ size: 'lg', className: 'mt-10' })}
          >
            {t('hero.explore')}
            <Icon name="arrow-down" />
          </AnchorLink>
        </div>
      </section>

      {cover && (
        <section
          id={COVER_STORY_ID}
          aria-labelledby={`${COVER_STORY_ID}-title`}
          className="mx-auto max-w-content scroll-mt-16 px-4 py-16 sm:px-6 lg:py-24"
        >
          <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
            <div className="overflow-hidden rounded-3xl border border-border bg-[#0b0a14] shadow-lifted">
              <ArticleCover article={cover} preload className="aspect-[16/9] size-full" />
            </div>
            <div>
              <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
                {t('cover.label')}
              </p>
              <CategoryBadge category={cover.category} className="mt-4" />
              <h2
                id={`${COVER_STORY_ID}-title`}
                className="mt-4 font-display text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl"
              >
                {cover.title}
              </h2>
              <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{cover.excerpt}</p>
              <ArticleMeta article={cover} className="mt-5 text-muted-foreground" />
              <Link
                href={articlePath(cover.slug)}
                className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-8' })}
              >
                {t('cover.readFull')}
                <Icon name="arrow-right" />
              </Link>
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="subscribe-title" className="border-y border-border bg-card">
        <div className="mx-auto grid max-w-content items-center gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:gap-14">
          <div>
            <h2
              id="subscribe-title"
              className="font-display text-3xl font-semibold tracking-tight text-balance"
            >
              {t('subscribe.heading')}
            </h2>
            <p className="mt-3 text-lg font-medium">{t('subscribe.text')}</p>
            <p className="mt-2 text-muted-foreground">{t('subscribe.promise')}</p>
          </div>
          <div>
            {subscribeForm}
            <a
              href={feedPath(locale)}
              className="inline-flex items-center gap-2 rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              <Icon name="rss" className="size-4 text-brand-orange" />
              {t('feed.link')}
            </a>
          </div>
        </div>
      </section>

      <figure className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:py-28">
        <Icon name="quote" className="mx-auto size-10 text-brand-pink" />
        <blockquote className="mt-6 font-quote text-2xl leading-snug font-medium text-balance italic sm:text-3xl lg:text-4xl">
          <p>{t('pullQuote.text')}</p>
        </blockquote>
        <figcaption className="mt-6 text-muted-foreground">— {t('pullQuote.author')}</figcaption>
      </figure>

      <section
        aria-labelledby="latest-title"
        className="mx-auto max-w-content px-4 pb-20 sm:px-6 lg:pb-28"
      >
        <h2
          id="latest-title"
          className="font-display text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          {t('latest.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('latest.lead')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug} className="flex">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-content px-4 pb-24 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border border-border bg-card px-6 py-14 text-center shadow-lifted sm:px-12">
          <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-signature" />
          <h2 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t('closing.heading')}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {t('closing.text')}
          </p>
          <BookSessionButton size="lg" className="mt-8">
            {t('closing.link')}
            <Icon name="arrow-right" />
          </BookSessionButton>
        </div>
      </section>
    </>
  );
}
