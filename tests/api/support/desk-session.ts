import { SESSION_COOKIE } from '@/config/desk';
import { startSession } from '@/features/studio/auth/server/sessions-repository';
import { studioPasskeys } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { DeskBrowser } from './desk-client';

// A browser signed in to the desk, without the passkey ceremony the auth tests cover.
export async function signedInBrowser(db: Database): Promise<DeskBrowser & { sessionId: string }> {
  const [passkey] = await db
    .insert(studioPasskeys)
    .values({ credentialId: `desk-${crypto.randomUUID()}`, publicKey: 'key', name: 'Laptop' })
    .returning();
  const { token, sessionId } = await startSession(db, {
    passkeyId: passkey!.id,
    userAgent: 'Mozilla/5.0 (Macintosh) Firefox/140.0',
    now: new Date(),
  });
  const browser = new DeskBrowser();
  browser.cookies.set(SESSION_COOKIE, token);
  return Object.assign(browser, { sessionId });
}
