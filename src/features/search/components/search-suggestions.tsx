import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { pagePath, serviceSlugs, servicePath } from '@/config/navigation';
import { getArticles } from '@/content/blog';
import { searchSuggestionsContent } from '@/content/search';
import { articlePath } from '@/features/blog/seo';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** How many of the newest articles the suggestions list. */
const SUGGESTED_ARTICLES = 3;

const headingClass = 'font-display text-xl font-semibold tracking-tight';
const listLinkClass =
  'inline-flex min-h-10 items-center rounded-sm py-1 font-medium underline-offset-4 hover:text-primary hover:underline';

export function searchPath(query: string) {
  return `${pagePath.search}?q=${encodeURIComponent(query)}`;
}

/** Where to go from an empty search or one that found nothing: searches, services, articles. */
export async function SearchSuggestions({ locale }: { locale: Locale }) {
  const [t, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Search.suggestions' }),
    getTranslations({ locale, namespace: 'ServiceNames' }),
  ]);
  const articles = getArticles(locale).slice(0, SUGGESTED_ARTICLES);

  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <section aria-labelledby="search-popular-heading" className="lg:col-span-3">
        <h2 id="search-popular-heading" className={headingClass}>
          {t('popular')}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {searchSuggestionsContent[locale].popular.map((query) => (
            <li key={query}>
              <Link href={searchPath(query)} className={buttonVariants({ variant: 'outline' })}>
                {query}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-services-heading">
        <h2 id="search-services-heading" className={headingClass}>
          {t('services')}
        </h2>
        <ul className="mt-3">
          {serviceSlugs.map((slug) => (
            <li key={slug}>
              <Link href={servicePath(slug)} className={listLinkClass}>
                {tServices(slug)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-blog-heading">
        <h2 id="search-blog-heading" className={headingClass}>
          {t('blog')}
        </h2>
        <ul className="mt-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <Link href={articlePath(article.slug)} className={listLinkClass}>
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
        <Link href={pagePath.blog} className={`${listLinkClass} mt-2 gap-1.5 text-primary`}>
          {t('allArticles')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
      <section aria-labelledby="search-contact-heading">
        <h2 id="search-contact-heading" className={headingClass}>
          {t('contactHeading')}
        </h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">{t('contactText')}</p>
        <Link
          href={pagePath.contact}
          className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
        >
          {t('contactLink')}
        </Link>
      </section>
    </div>
  );
}
