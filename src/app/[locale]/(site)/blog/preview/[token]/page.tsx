import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { linkedPagePath } from '@/config/navigation';
import { studioTimeZone } from '@/config/site';
import { localizeArticle } from '@/content/blog';
import { ArticlePage } from '@/features/blog/components/article-page';
import { previewPath } from '@/features/blog/preview-links';
import { articlePreview } from '@/features/blog/server/previews';
import { resolvePageLocale } from '@/i18n/page-locale';
import { localizedPath, type Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import { getDatabase } from '@/server/db/connection';

// Never indexed (the proxy also sends X-Robots-Tag); rendered from the draft as last saved.
export const dynamic = 'force-dynamic';

const loadPreview = cache(async (token: string) =>
  articlePreview((await getDatabase()).db, token, new Date()),
);

async function resolvePreview(params: PageProps<'/[locale]/blog/preview/[token]'>['params']) {
  const locale = await resolvePageLocale(params);
  const { token } = await params;
  const preview = await loadPreview(token);
  if (!preview) redirect(localizedPath(locale, linkedPagePath.articleNotFound));
  return { locale, token, preview };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/preview/[token]'>): Promise<Metadata> {
  const { locale, preview } = await resolvePreview(params);
  const t = await getTranslations({ locale, namespace: 'BlogPreview' });
  return {
    title: { absolute: `${preview.article[locale].title} · ${t('titleSuffix')}` },
    robots: { index: false, follow: false },
  };
}

export default async function Page({ params }: PageProps<'/[locale]/blog/preview/[token]'>) {
  const { locale, token, preview } = await resolvePreview(params);
  const t = await getTranslations({ locale, namespace: 'BlogPreview' });
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const notice = (
    <p
      role="note"
      className="border-b border-brand-amber/40 bg-brand-amber/10 px-4 py-3 text-center text-sm font-medium"
    >
      {t('notice', { time: formatSlot(preview.expiresAt, locale, studioTimeZone, { year: true }) })}{' '}
      <a href={previewPath(other, token)} hrefLang={other} className="underline underline-offset-4">
        {t('otherLanguage')}
      </a>
    </p>
  );
  return (
    <ArticlePage
      article={localizeArticle(preview.article, locale, preview.images)}
      previewToken={token}
      notice={notice}
    />
  );
}
