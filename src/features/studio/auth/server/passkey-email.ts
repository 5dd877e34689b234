import 'server-only';
import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import type { OutboxMessage } from '@/server/db/schema';
import { authTranslator } from '@/server/desk/auth-messages';
import { emailLayout, escapeHtml } from '@/server/mail/html';
import { describeDevice } from './devices';

interface PasskeyAdded {
  to: string;
  siteUrl: string;
  locale: Locale;
  name: string;
  userAgent: string;
  at: Date;
}

// The studio hears of every passkey added, so one it did not add is revoked at once.
export function passkeyAddedEmail({
  to,
  siteUrl,
  locale,
  name,
  userAgent,
  at,
}: PasskeyAdded): OutboxMessage {
  const t = authTranslator(locale);
  const described = describeDevice(userAgent);
  const device = described ? t('added.device', described) : t('added.unknownDevice');
  const subject = t('added.subject', { name });
  const added = t('added.body', {
    name,
    device,
    time: formatSlot(at, locale, studioTimeZone, { year: true }),
  });
  const url = `${siteUrl}${localizedPath(locale, deskPath.security)}#passkeys`;
  const paragraphs = [added, t('added.notYou')];
  return {
    to,
    subject,
    text: [...paragraphs, '', url].join('\n'),
    html: emailLayout({
      lang: locale,
      title: subject,
      body: `${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}">${escapeHtml(t('added.button'))}</a></p>`,
    }),
  };
}
