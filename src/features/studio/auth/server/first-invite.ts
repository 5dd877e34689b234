import 'server-only';
import { defaultLocale } from '@/i18n/routing';
import type { Database } from '@/server/db/types';
import { env } from '@/server/env';
import { noticeAtTerminal } from '@/server/logging/logger';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import type { RuntimeService } from '@/server/runtime/start';
import { INVITE_LIFETIME_MINUTES } from '@/config/desk-limits';
import { sendInvite } from './invite-email';
import { hasPasskey } from './passkeys-repository';

interface FirstInviteOptions {
  now: Date;
  siteUrl: string;
  to: string;
  log?: (line: string) => void;
}

// Until a passkey exists, each start emails a link and shows it at the terminal (masked in logs).
export async function offerFirstInvite(
  db: Database,
  { now, siteUrl, to, log = noticeAtTerminal }: FirstInviteOptions,
): Promise<string | undefined> {
  if (await hasPasskey(db)) return undefined;
  const url = await db.transaction((tx) =>
    sendInvite(tx, { source: 'start', now, siteUrl, to, locale: defaultLocale }),
  );
  wakeOutboxSender();
  log(
    `Studio desk: no passkey yet. Add one within ${INVITE_LIFETIME_MINUTES} minutes at ${url} ` +
      `(also emailed to ${to}).`,
  );
  return url;
}

export function firstInviteService(): RuntimeService {
  return {
    name: 'studio desk invite',
    start(db) {
      const offered = offerFirstInvite(db, {
        now: new Date(),
        siteUrl: env.SITE_URL,
        to: env.STUDIO_NOTIFY_EMAIL,
      }).catch((error: unknown) => {
        console.error('Studio desk: the first enrollment link could not be made:', error);
      });
      return { stop: async () => void (await offered) };
    },
  };
}
