import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import { ArtImage } from '@/components/art/art-image';
import { Button } from '@/components/ui/button';
import { pagePath } from '@/config/navigation';
import { getArticles } from '@/content/blog';
// Not ArticleCover: a plain image keeps next/image's client code off the home page.
import { coverSize, coverUrl } from '@/features/blog/art/artwork';
import { CategoryBadge } from '@/features/blog/components/category-badge';
import { articlePath } from '@/features/blog/seo';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

const HEADING_ID = 'blogazine-heading';

// Desktop grid: the cover story tall on the left, two small cards beside it, one wide below.
const desktopShapes = [
  { item: 'lg:row-span-2', card: 'lg:flex-col', cover: 'lg:aspect-auto lg:w-full lg:flex-1' },
  { item: '', card: 'lg:flex-col', cover: 'lg:w-full' },
  { item: '', card: 'lg:flex-col', cover: 'lg:w-full' },
  { item: 'lg:col-span-2', card: 'lg:flex-row', cover: 'lg:w-1/2' },
] as const;

export async function BlogTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.blogTeaser' });
  const articles = await getArticles(locale);
  const cards = desktopShapes.flatMap((shape, index) => {
    const article = articles[index];
    return article ? [{ article, shape }] : [];
  });

  return (
    <section aria-labelledby={HEADING_ID} className="mx-auto max-w-content px-4 py-24 sm:px-6">
      <div data-reveal="" className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id={HEADING_ID}
          eyebrow={t('eyebrow')}
          heading={t('heading')}
          lead={t('lead')}
        />
        <Button asChild variant="outline" size="lg">
          <Link href={pagePath.blog}>
            {t('viewAll')}
            <Icon name="arrow-right" />
          </Link>
        </Button>
      </div>
      <ul data-reveal="" className="mt-12 grid gap-5 lg:grid-cols-3 lg:grid-rows-[auto_auto]">
        {cards.map(({ article, shape }) => (
          <li key={article.slug} className={cn('flex', shape.item)}>
            <article
              className={cn(
                'group relative flex w-full gap-4 overflow-hidden rounded-2xl border border-border bg-card p-3 shadow-soft hover:shadow-lifted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring motion-safe:transition-shadow lg:gap-0 lg:p-0',
                shape.card,
              )}
            >
              <div
                className={cn(
                  'aspect-square w-24 shrink-0 self-start overflow-hidden rounded-xl bg-[#0b0a14] sm:w-36 lg:aspect-[16/9] lg:self-auto lg:rounded-none',
                  shape.cover,
                )}
              >
                <ArtImage
                  src={coverUrl(article.slug)}
                  {...coverSize}
                  alt=""
                  className="size-full object-cover group-hover:scale-[1.03] motion-safe:transition-transform motion-safe:duration-500"
                />
              </div>
              <div className="flex min-w-0 flex-1 flex-col lg:p-6">
                <CategoryBadge category={article.category} />
                <h3 className="mt-3 font-display text-lg leading-snug font-semibold text-balance lg:text-xl">
                  {article.title}
                </h3>
                <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-muted-foreground sm:line-clamp-3 sm:text-base">
                  {article.excerpt}
                </p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4 text-sm">
                  {/* Stories prefetch on hover, not all four as the grid scrolls by. */}
                  <Link
                    href={articlePath(article.slug)}
                    prefetch={false}
                    className="stretched-link inline-flex items-center gap-1.5 font-semibold text-primary outline-none"
                  >
                    {t('readArticle')}
                    <span className="sr-only">: {article.title}</span>
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                  <span className="flex items-center gap-1.5 text-muted-foreground">
                    <Icon name="clock" className="size-4" />
                    {article.readTime}
                  </span>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
