import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { studioTimeZone } from '@/config/site';
import { blogLabels } from '@/content/blog';
import { categoryIds } from '@/content/blog/schema';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import { getDatabase } from '@/server/db/connection';
import { illustrations } from '../art/illustrations';
import { articleState } from '../server/article-editor';
import { findArticleRow, lastSavedBy, listRevisionRows } from '../server/articles-repository';
import { articleImageRows } from '../server/images-repository';
import { ArticleEditor } from './article-editor';

export async function ArticleEditorPage({ locale, id }: { locale: Locale; id: string }) {
  const { db } = await getDatabase();
  const row = await findArticleRow(db, id);
  if (!row) notFound();
  const now = new Date();
  const [revisions, uploaded, device, messages] = await Promise.all([
    listRevisionRows(db, id),
    articleImageRows(db, id),
    lastSavedBy(db, row.savedBy),
    getMessages({ locale }) as Promise<Messages>,
  ]);
  const categories = Object.fromEntries(
    categoryIds.map((category) => [category, blogLabels[locale].categories[category].name]),
  ) as Record<(typeof categoryIds)[number], string>;
  return (
    <ArticleEditor
      id={row.id}
      locale={locale}
      draft={row.draft}
      version={row.version}
      lastSaved={{ savedAt: row.updatedAt.toISOString(), device }}
      state={articleState(row, now)}
      publishAt={row.publishAt?.toISOString()}
      texts={messages.Studio.articles}
      seoText={messages.SeoAnalysis}
      categories={categories}
      drawn={Object.keys(illustrations)}
      uploaded={uploaded}
      revisions={revisions.map((revision) => ({
        id: revision.id,
        time: formatSlot(revision.createdAt, locale, studioTimeZone, { year: true }),
        reason: revision.reason,
        device: revision.device,
      }))}
    />
  );
}
