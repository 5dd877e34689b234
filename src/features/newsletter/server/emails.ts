import { createTranslator } from 'next-intl';
import en from '@messages/en/blog.json';
import es from '@messages/es/blog.json';
import { localizeArticle, type Article } from '@/content/blog';
import { pdfUrl } from '@/features/blog/pdf/pdf-url';
import type { Locale } from '@/i18n/routing';
import type { OutboxMessage } from '@/server/db/schema';
import { emailLayout, escapeHtml, signoff } from '@/server/mail/html';
import { CONFIRMATION_VALID_DAYS } from '../config';
import { confirmPageUrl, unsubscribeHeaders, unsubscribePageUrl } from './links';

const messages = { en, es } as const;

interface ConfirmationEmailInput {
  email: string;
  firstName: string;
  locale: Locale;
  confirmToken: string;
  unsubscribeToken: string;
  article?: Article;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#4c2fc4;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(label)}</a></p>`;

export function confirmationEmail(input: ConfirmationEmailInput, siteUrl: string): OutboxMessage {
  const { locale } = input;
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'NewsletterEmail' });
  const confirmUrl = confirmPageUrl(siteUrl, locale, input.confirmToken);
  const unsubscribeUrl = unsubscribePageUrl(siteUrl, locale, input.unsubscribeToken);
  const article = input.article ? localizeArticle(input.article, locale) : undefined;
  const pdf = article ? `${siteUrl}${pdfUrl(article.slug, locale)}` : undefined;
  const greeting = input.firstName ? t('greeting', { name: input.firstName }) : t('greetingNoName');
  const subject = t('subject');

  const text = [
    greeting,
    '',
    t('intro'),
    '',
    t('confirmPrompt'),
    confirmUrl,
    t('expires', { days: CONFIRMATION_VALID_DAYS }),
    ...(article && pdf ? ['', t('pdf', { title: article.title }), pdf] : []),
    '',
    t('ignore'),
    '',
    ...signoff(t('signoff')).lines,
    '',
    '--',
    t('why'),
    `${t('unsubscribePrompt')} ${unsubscribeUrl}`,
  ].join('\n');

  const html = emailLayout({
    lang: locale,
    title: subject,
    body: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('intro'))}</p>
<p>${escapeHtml(t('confirmPrompt'))}</p>
${button(confirmUrl, t('confirmButton'))}
<p style="color:#555;font-size:14px">${escapeHtml(t('expires', { days: CONFIRMATION_VALID_DAYS }))}</p>
${article && pdf ? `<p>${escapeHtml(t('pdf', { title: article.title }))}<br><a href="${escapeHtml(pdf)}" style="color:#5b21b6">${escapeHtml(t('pdfButton'))}</a></p>` : ''}
<p>${escapeHtml(t('ignore'))}</p>
${signoff(t('signoff')).html}
<hr style="border:0;border-top:1px solid #e5e0da;margin:24px 0">
<p style="color:#555;font-size:13px">${escapeHtml(t('why'))} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#555">${escapeHtml(t('unsubscribe'))}</a></p>`,
  });

  return {
    to: input.email,
    subject,
    text,
    html,
    headers: unsubscribeHeaders(siteUrl, input.unsubscribeToken),
  };
}
