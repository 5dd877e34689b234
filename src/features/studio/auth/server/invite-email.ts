import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import type { OutboxMessage } from '@/server/db/schema';
import { emailLayout, escapeHtml } from '@/server/mail/html';
import { INVITE_LIFETIME_MINUTES } from '@/config/desk-limits';
import { createInvite, inviteUrl } from './invites-repository';
import { authTranslator } from '@/server/desk/auth-messages';

const reasonKey = {
  start: 'email.reasonStart',
  request: 'email.reasonRequest',
} as const;

type EmailedSource = keyof typeof reasonKey;

function inviteEmail({
  to,
  locale,
  source,
  url,
}: {
  to: string;
  locale: Locale;
  source: EmailedSource;
  url: string;
}): OutboxMessage {
  const t = authTranslator(locale);
  const subject = t('email.subject');
  const expires = t('email.expires', { minutes: INVITE_LIFETIME_MINUTES });
  const paragraphs = [t('email.intro'), t(reasonKey[source])];
  const text = [...paragraphs, '', url, expires, '', t('email.ignore')].join('\n');
  const html = emailLayout({
    lang: locale,
    title: subject,
    body: `${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4c2fc4;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(t('email.button'))}</a></p>
<p style="color:#555;font-size:14px">${escapeHtml(expires)}</p>
<p style="color:#555;font-size:14px">${escapeHtml(t('email.ignore'))}</p>`,
  });
  return { to, subject, text, html };
}

interface SendInviteOptions {
  source: EmailedSource;
  now: Date;
  siteUrl: string;
  to: string;
  locale: Locale;
}

/** "h•••@marlowe.studio": where the link goes, told on the public sign-in page. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}•••${address.slice(at)}` : address;
}

// The link reaches the studio's own address only, whoever asked for it.
export async function sendInvite(tx: Queryable, options: SendInviteOptions): Promise<string> {
  const token = await createInvite(tx, options.source, options.now);
  const url = inviteUrl(options.siteUrl, options.locale, token);
  await enqueueEmail(tx, 'studio.invite', inviteEmail({ ...options, url }));
  return url;
}
