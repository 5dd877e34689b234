import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { pagePath } from '@/config/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export async function ArticleNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'BlogNotFound.screen' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6 lg:py-32">
      <Icon name="search-x" className="size-14 text-brand-purple" />
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        {t('heading')}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{t('text')}</p>
      <Link
        href={pagePath.blog}
        locale={locale}
        className={buttonVariants({ size: 'lg', className: 'mt-10' })}
      >
        <Icon name="arrow-left" />
        {t('back')}
      </Link>
    </section>
  );
}
