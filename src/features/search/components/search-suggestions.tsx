import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { pagePath, serviceSlugs, servicePath } from '@/config/navigation';
import { getArticles } from '@/content/blog';
import { searchSuggestionsContent } from '@/content/search';
import { articlePath } from '@/features/blog/seo';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

const SUGGESTED_ARTICLES = 3;

const listLinkClass =
  'inline-flex min-h-10 items-center rounded-sm py-1 font-medium underline-offset-4 hover:text-primary hover:underline';

function searchPath(query: string) {
  return `${pagePath.search}?q=${encodeURIComponent(query)}`;
}

export async function SearchSuggestions({ locale }: { locale: Locale }) {
  const [t, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Search.suggestions' }),
    getTranslations({ locale, namespace: 'ServiceNames' }),
  ]);
  const articles = (await getArticles(locale)).slice(0, SUGGESTED_ARTICLES);

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-3">
      <SuggestionGroup id="search-popular" heading={t('popular')} className="lg:col-span-3">
        <ul className="mt-4 flex flex-wrap gap-2">
          {searchSuggestionsContent[locale].popular.map((query) => (
            <li key={query}>
              {/* Each is a search rendered for the visitor and counted against their allowance. */}
              <Link
                href={searchPath(query)}
                prefetch={false}
                className={buttonVariants({ variant: 'outline' })}
              >
                {query}
              </Link>
            </li>
          ))}
        </ul>
      </SuggestionGroup>
      <SuggestionGroup id="search-services" heading={t('services')}>
        <LinkList
          links={serviceSlugs.map((slug) => ({ href: servicePath(slug), label: tServices(slug) }))}
        />
      </SuggestionGroup>
      <SuggestionGroup id="search-blog" heading={t('blog')}>
        <LinkList
          links={articles.map(({ slug, title }) => ({ href: articlePath(slug), label: title }))}
        />
        <Link href={pagePath.blog} className={`${listLinkClass} mt-2 gap-1.5 text-primary`}>
          {t('allArticles')}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </SuggestionGroup>
      <SuggestionGroup id="search-contact" heading={t('contactHeading')}>
        <p className="mt-3 leading-relaxed text-muted-foreground">{t('contactText')}</p>
        <Link
          href={pagePath.contact}
          className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
        >
          {t('contactLink')}
        </Link>
      </SuggestionGroup>
    </div>
  );
}

function SuggestionGroup({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className="mt-3">
      {links.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} className={listLinkClass}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
