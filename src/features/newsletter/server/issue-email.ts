import { createTranslator } from 'next-intl';
import en from '@messages/en/newsletter.json';
import es from '@messages/es/newsletter.json';
import { site } from '@/config/site';
import { localizeArticle, type Article } from '@/content/blog';
import { pdfUrl } from '@/features/blog/pdf/pdf-url';
import { articlePath } from '@/features/blog/seo';
import { localizedPath, type Locale } from '@/i18n/routing';
import type { OutboxMessage } from '@/server/db/schema';
import { issueCoverPath } from '../config';
import { issueHtml, type IssueCopy } from './issue-html';
import { LIST_ID, unsubscribeHeaders, unsubscribePageUrl } from './links';

const messages = { en, es } as const;

export interface IssueRecipient {
  email: string;
  unsubscribeToken: string;
  confirmedAt: Date;
}

const dateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es' : 'en-US', {
    dateStyle: 'long',
    timeZone: site.location.timeZone,
  });

// One translator and one article per language; each recipient only adds their own links.
export function issueWriter(source: Article, locale: Locale, siteUrl: string) {
  const article = localizeArticle(source, locale);
  const { slug } = article;
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'NewsletterIssue' });
  const siteName = new URL(siteUrl).host;
  const when = dateFormat(locale);
  const links = {
    article: `${siteUrl}${localizedPath(locale, articlePath(slug))}`,
    pdf: `${siteUrl}${pdfUrl(slug, locale)}`,
    cover: `${siteUrl}${issueCoverPath(source.id)}`,
  };

  const copy = (recipient: IssueRecipient, test: boolean): IssueCopy => ({
    article,
    subject: t(test ? 'testSubject' : 'subject', { title: article.title }),
    preheader: article.excerpt,
    masthead: `${t('masthead')} · ${article.category.name}`,
    coverAlt: t('coverAlt', { title: article.title }),
    dateline: t('dateline', { date: article.dateLabel, readTime: article.readTime }),
    read: t('read'),
    pdf: t('pdf'),
    why: t('why', { site: siteName, date: when.format(recipient.confirmedAt) }),
    unsubscribe: t('unsubscribe'),
    note: test ? t('testNote') : undefined,
    links: {
      ...links,
      unsubscribe: unsubscribePageUrl(siteUrl, locale, recipient.unsubscribeToken),
    },
  });

  return (recipient: IssueRecipient, { test = false } = {}): OutboxMessage => {
    const issue = copy(recipient, test);
    return {
      to: recipient.email,
      subject: issue.subject,
      text: issueText(issue),
      html: issueHtml(locale, issue),
      headers: { ...unsubscribeHeaders(siteUrl, recipient.unsubscribeToken), 'List-Id': LIST_ID },
    };
  };
}

function issueText(issue: IssueCopy): string {
  return [
    ...(issue.note ? [issue.note, ''] : []),
    issue.masthead,
    '',
    issue.article.title,
    '',
    issue.preheader,
    '',
    issue.dateline,
    '',
    `${issue.read}: ${issue.links.article}`,
    `${issue.pdf}: ${issue.links.pdf}`,
    '',
    '--',
    issue.why,
    `${issue.unsubscribe}: ${issue.links.unsubscribe}`,
    `${site.name} · ${site.location.locality}, ${site.location.regionName} · ${site.email}`,
  ].join('\n');
}
