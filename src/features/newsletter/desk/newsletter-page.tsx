import { ExternalLink } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { getArticles, type BlogArticle } from '@/content/blog';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { DeskNotices } from '@/components/desk/desk-notice';
import { DeskHeading } from '@/components/desk/desk-heading';
import { locales, type Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { audience, stillSending, unsentArticles } from '../server/progress';
import { deliveryStatuses, listSends, type SendRecord } from '../server/sends-repository';
import { IssueActions } from './issue-actions';
import { RefreshWhileSending } from './refresh-while-sending';

type Translator = Awaited<ReturnType<typeof getTranslations<'Studio.newsletter'>>>;

const card = 'grid gap-3 rounded-xl border border-border bg-card p-4 shadow-soft';
const sectionHeading = 'font-display text-2xl font-semibold tracking-tight';

export async function NewsletterPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Studio.newsletter' });
  const { db } = await getDatabase();
  const [sends, readers, articles] = await Promise.all([
    listSends(db),
    audience(db),
    getArticles(locale),
  ]);
  const ready = await unsentArticles(sends, locale);
  const titles = new Map(articles.map((article) => [article.id, article.title]));

  return (
    <DeskNotices dismiss={t('dismiss')}>
      <DeskHeading title={t('heading')} intro={t('intro', { rate: env.NEWSLETTER_RATE })} />
      <p className="-mt-4 mb-8 text-sm text-muted-foreground">{t('audience', readers)}</p>
      <section aria-labelledby="newsletter-ready" className="grid gap-4">
        <h2 id="newsletter-ready" className={sectionHeading}>
          {t('ready.heading')}
        </h2>
        {ready.length ? (
          <ul className="grid gap-4 lg:grid-cols-2">
            {ready.map((article) => (
              <li key={article.slug} className={card}>
                <ReadyArticle t={t} locale={locale} article={article} recipients={readers.total} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('ready.empty')}</p>
        )}
      </section>
      <section aria-labelledby="newsletter-sent" className="mt-12 grid gap-4">
        <h2 id="newsletter-sent" className={sectionHeading}>
          {t('sent.heading')}
        </h2>
        {sends.length ? (
          <ul className="grid gap-4">
            {sends.map((send) => (
              <li key={send.id} className={card}>
                <SentIssue t={t} locale={locale} send={send} title={titles.get(send.article)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('sent.empty')}</p>
        )}
      </section>
      {sends.some(stillSending) && <RefreshWhileSending />}
    </DeskNotices>
  );
}

function ReadyArticle({
  t,
  locale,
  article,
  recipients,
}: {
  t: Translator;
  locale: Locale;
  article: BlogArticle;
  recipients: number;
}) {
  const preview = (language: Locale) =>
    `/api/studio/newsletter/preview?${new URLSearchParams({ article: article.id, language, locale })}`;
  const counted = { count: recipients, title: article.title };
  return (
    <>
      <h3 className="font-display text-lg font-semibold">{article.title}</h3>
      <p className="text-sm text-muted-foreground">
        {t('published', { date: article.dateLabel })} · {article.category.name}
      </p>
      <p className="text-sm leading-relaxed">{article.excerpt}</p>
      <ul aria-label={t('previewLabel')} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {locales.map((language) => (
          <li key={language}>
            <a
              href={preview(language)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t(`preview.${language}`)}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <IssueActions
        locale={locale}
        article={article.id}
        recipients={recipients}
        texts={{
          test: t('test', { email: env.STUDIO_NOTIFY_EMAIL }),
          testQueued: t('testQueued', { email: env.STUDIO_NOTIFY_EMAIL }),
          send: t('send', counted),
          confirmTitle: t('confirmTitle', counted),
          confirmText: t('confirmText', { rate: env.NEWSLETTER_RATE }),
          confirm: t('confirm'),
          cancel: t('cancel'),
          queued: t('queued', counted),
          failed: t('failed'),
        }}
      />
    </>
  );
}

function SentIssue({
  t,
  locale,
  send,
  title = send.article,
}: {
  t: Translator;
  locale: Locale;
  send: SendRecord;
  title?: string;
}) {
  const sending = stillSending(send);
  const handled = send.recipients - send.counts.queued - send.counts.failed;
  const by =
    send.sentBy === 'command-line'
      ? t('sent.byCommandLine')
      : send.device
        ? t('sent.byDesk', { device: send.device })
        : t('sent.byDeskGone');
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="font-display text-lg font-semibold">{title}</h3>
        <Badge variant={sending ? 'default' : 'outline'}>
          {sending ? t('sent.sending') : t('sent.done')}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('sent.when', {
          date: formatSlot(send.createdAt, locale, studioTimeZone, { year: true }),
        })}{' '}
        {by} · {t('sent.recipients', { count: send.recipients })}
      </p>
      <Progress
        value={handled}
        max={Math.max(1, send.recipients)}
        aria-label={t('sent.progress', { title })}
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-5">
        {deliveryStatuses.map((status) => (
          <div key={status}>
            <dt className="text-muted-foreground">{t(`status.${status}`)}</dt>
            <dd className="font-semibold tabular-nums">{send.counts[status]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
