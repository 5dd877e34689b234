import { ExternalLink, Pencil } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DeskNotices } from '@/components/desk/desk-notice';
import { deskPath } from '@/config/desk';
import { pagePath } from '@/config/navigation';
import { studioTimeZone } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import { getDatabase } from '@/server/db/connection';
import { articleState, type ArticleState } from '../server/article-editor';
import { listArticleRows, type ArticleListRow } from '../server/articles-repository';
import { ArticleRowActions, NewArticleButton } from './article-row-actions';
import { ViewerTime } from './viewer-time';

type Translator = Awaited<ReturnType<typeof getTranslations<'Studio.articles'>>>;

const sections: { state: ArticleState; key: 'drafts' | 'scheduled' | 'published' }[] = [
  { state: 'draft', key: 'drafts' },
  { state: 'scheduled', key: 'scheduled' },
  { state: 'published', key: 'published' },
];

const card = 'grid gap-3 rounded-xl border border-border bg-card p-4 shadow-soft';
const linkStyle =
  'inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline';

export async function ArticlesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Studio.articles' });
  const { db } = await getDatabase();
  const now = new Date();
  const rows = await listArticleRows(db);
  const byState = (state: ArticleState) => rows.filter((row) => articleState(row, now) === state);
  return (
    <DeskNotices dismiss={t('dismiss')}>
      <DeskHeading title={t('heading')} intro={t('intro')}>
        <NewArticleButton
          locale={locale}
          texts={{ new: t('new'), created: t('created'), failed: t('failed') }}
        />
      </DeskHeading>
      <div className="grid gap-12">
        {sections.map(({ state, key }) => {
          const list = byState(state);
          return (
            <section key={key} aria-labelledby={`articles-${key}`} className="grid gap-4">
              <h2
                id={`articles-${key}`}
                className="font-display text-2xl font-semibold tracking-tight"
              >
                {t(`sections.${key}`)}
              </h2>
              {list.length ? (
                <ul className="grid gap-4 lg:grid-cols-2">
                  {list.map((row) => (
                    <li key={row.id} className={card}>
                      <ArticleCard t={t} locale={locale} row={row} state={state} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">{t(`empty.${key}`)}</p>
              )}
            </section>
          );
        })}
      </div>
    </DeskNotices>
  );
}

function ArticleCard({
  t,
  locale,
  row,
  state,
}: {
  t: Translator;
  locale: Locale;
  row: ArticleListRow;
  state: ArticleState;
}) {
  const title = row.draft[locale].title || row.draft.en.title || t('untitled');
  const when = (date: Date) => formatSlot(date, locale, studioTimeZone, { year: true });
  const live = state !== 'draft';
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="font-display text-lg font-semibold">{title}</h3>
        <Badge variant={state === 'published' ? 'default' : 'outline'}>
          {row.unpublishedAt && state === 'draft' ? t('state.unpublished') : t(`state.${state}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {state === 'scheduled' && row.publishAt ? (
          <>
            {t('goesLive', { time: when(row.publishAt) })}
            <ViewerTime
              at={row.publishAt.toISOString()}
              locale={locale}
              template={t.raw('yourTime')}
            />
          </>
        ) : state === 'published' && row.publishAt ? (
          t('publishedOn', { date: when(row.publishAt) })
        ) : row.unpublishedAt ? (
          t('unpublishedOn', { time: when(row.unpublishedAt) })
        ) : (
          t('savedAt', { time: when(row.updatedAt) })
        )}
      </p>
      {live && row.changed && <p className="text-sm">{t('changesNotPublished')}</p>}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <Link
          href={localizedPath(locale, `${deskPath.articles}/${row.id}`)}
          aria-label={t('editLabel', { title })}
          className={linkStyle}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit')}
        </Link>
        {state === 'published' && row.publishedSlug && (
          <a
            href={localizedPath(locale, `${pagePath.blog}/${row.publishedSlug}`)}
            className={linkStyle}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('view')}
          </a>
        )}
      </div>
      <ArticleRowActions
        locale={locale}
        id={row.id}
        version={row.version}
        live={live}
        texts={{
          duplicate: t('duplicate'),
          duplicateLabel: t('duplicateLabel', { title }),
          duplicated: t('duplicated'),
          unpublish: t('unpublish'),
          unpublishTitle: t('unpublishTitle', { title }),
          unpublishText: t('unpublishText'),
          unpublishConfirm: t('unpublishConfirm'),
          keep: t('keep'),
          unpublished: t('unpublished', { title }),
          failed: t('failed'),
        }}
      />
    </>
  );
}
