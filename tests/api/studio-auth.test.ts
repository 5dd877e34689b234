import { createHash } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as requestInvite } from '@/app/api/studio/auth/invite/route';
import {
  DELETE as revokePasskey,
  PATCH as renamePasskey,
} from '@/app/api/studio/security/passkeys/[id]/route';
import { POST as signOut } from '@/app/api/studio/security/sign-out/route';
import { POST as signOutEverywhere } from '@/app/api/studio/security/sign-out-everywhere/route';
import { SESSION_COOKIE, CEREMONY_COOKIE } from '@/config/desk';
import { listActivity } from '@/features/studio/auth/server/activity-log-repository';
import { offerFirstInvite } from '@/features/studio/auth/server/first-invite';
import { createInvite, checkInvite } from '@/features/studio/auth/server/invites-repository';
import {
  emailOutbox,
  studioActivity,
  studioInvites,
  studioPasskeys,
  studioSessions,
  type OutboxMessage,
} from '@/server/db/schema';
import { DeskBrowser } from './support/desk-client';
import { authenticationResponse, newSoftwarePasskey } from './support/passkey-authenticator';
import { SITE } from './support/requests';
import { backends, databaseForSuite } from './support/test-database';

const MINUTE = 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(backends.both)('passkey enrollment and sign-in on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const invite = (minutesAgo = 0) =>
    createInvite(db(), 'command', new Date(Date.now() - minutesAgo * MINUTE));

  it('enrolls a passkey from an invite link, once, and keeps only hashes', async () => {
    const token = await invite();
    const browser = new DeskBrowser();
    const passkey = newSoftwarePasskey();

    const { response: options } = await browser.registrationOptions(token);
    expect(options.status).toBe(200);
    const ceremony = options.headers.getSetCookie()[0]!;
    expect(ceremony).toMatch(new RegExp(`^${CEREMONY_COOKIE}=[\\w-]{43}; `));
    expect(ceremony).toContain('Path=/; Max-Age=300; HttpOnly; Secure; SameSite=Strict');

    const done = await browser.enroll(token, 'Studio laptop', passkey);
    expect(done.status).toBe(200);
    const sessionToken = browser.cookies.get(SESSION_COOKIE)!;
    expect(sessionToken).toMatch(/^[\w-]{43}$/);
    expect(browser.cookies.has(CEREMONY_COOKIE)).toBe(false);

    const [session] = await db().select().from(studioSessions);
    expect(session!.tokenHash).toBe(sha256(sessionToken));
    const [row] = await db()
      .select()
      .from(studioInvites)
      .where(eq(studioInvites.tokenHash, sha256(token)));
    expect(row!.usedAt).not.toBeNull();
    const passkeys = await db().select().from(studioPasskeys);
    expect(passkeys.map((p) => p.name)).toEqual(['Studio laptop']);
    const activity = await db().select().from(studioActivity);
    expect(activity).toMatchObject([
      { action: 'passkey.add', details: { name: 'Studio laptop' }, sessionId: session!.id },
    ]);

    const again = await new DeskBrowser().registrationOptions(token);
    expect(again.response.status).toBe(410);
    expect((await again.response.json()).message).toMatch(/already been used/);
  });

  it('tells the studio of a new passkey, counts it as used, and cancels every other open link', async () => {
    const other = await invite();
    const token = await invite();
    const browser = new DeskBrowser();
    const done = await browser.enroll(token, 'Jordan’s iPhone', newSoftwarePasskey());
    expect(done.status).toBe(200);
    const { passkey } = (await done.json()) as { passkey: string };
    const [row] = await db().select().from(studioPasskeys).where(eq(studioPasskeys.id, passkey));
    expect(row!.lastUsedAt).toEqual(row!.createdAt);

    const refused = await new DeskBrowser().registrationOptions(other);
    expect(refused.response.status).toBe(410);
    expect((await refused.response.json()).message).toMatch(
      /a passkey was added after it was sent/,
    );
    expect(await checkInvite(db(), other, new Date())).toEqual({ state: 'cancelled' });

    const emails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'studio.passkey-added'));
    const message = emails.at(-1)!.message as OutboxMessage;
    expect(message.to).toBe('hello@marlowe.studio');
    expect(message.subject).toBe('A passkey was added to the studio desk: “Jordan’s iPhone”');
    expect(message.text).toMatch(
      /^A passkey named “Jordan’s iPhone” was added to the studio desk from an unknown browser, on \w+day, \w+ \d+, \d{4} at \d+:\d\d (AM|PM) Eastern Time\./,
    );
    expect(message.text).toContain('http://localhost:3000/studio/security#passkeys');
  });

  it('refuses a link after 30 minutes and an unknown one', async () => {
    const now = new Date();
    const token = await createInvite(db(), 'command', new Date(now.getTime() - 30 * MINUTE + 1));
    expect(await checkInvite(db(), token, now)).toMatchObject({ state: 'valid' });
    expect(await checkInvite(db(), token, new Date(now.getTime() + 1))).toEqual({
      state: 'expired',
    });

    const late = await new DeskBrowser().registrationOptions(await invite(31));
    expect(late.response.status).toBe(410);
    expect((await late.response.json()).message).toMatch(/expired/);
    const unknown = await new DeskBrowser().registrationOptions('not-a-real-token');
    expect(unknown.response.status).toBe(400);
  });

  it('signs in, and refuses a replayed answer and a challenge from another browser', async () => {
    const passkey = newSoftwarePasskey();
    expect((await new DeskBrowser().enroll(await invite(), 'Phone', passkey)).status).toBe(200);

    const browser = new DeskBrowser();
    const challenge = await browser.authenticationChallenge();
    const answer = authenticationResponse(passkey, { challenge });
    const signedIn = await browser.verifyAuthentication(answer);
    expect(signedIn.status).toBe(200);
    expect(browser.cookies.get(SESSION_COOKIE)).toMatch(/^[\w-]{43}$/);

    const replay = new DeskBrowser();
    await replay.authenticationChallenge();
    const replayed = await replay.verifyAuthentication(answer);
    expect(replayed.status).toBe(400);

    const victim = new DeskBrowser();
    const attacker = new DeskBrowser();
    const foreign = await victim.authenticationChallenge();
    await attacker.authenticationChallenge();
    const crossed = await attacker.verifyAuthentication(
      authenticationResponse(passkey, { challenge: foreign }),
    );
    expect(crossed.status).toBe(400);
    expect(attacker.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('accepts the site origin and localhost on another port, nothing else', async () => {
    const passkey = newSoftwarePasskey();
    const otherPort = new DeskBrowser();
    otherPort.origin = 'http://localhost:3100';
    expect((await otherPort.enroll(await invite(), 'Laptop', passkey)).status).toBe(200);

    const phishing = new DeskBrowser();
    const challenge = await phishing.authenticationChallenge();
    const answer = authenticationResponse(passkey, {
      challenge,
      origin: 'http://localhost.evil.test',
    });
    expect((await phishing.verifyAuthentication(answer)).status).toBe(400);

    const otherRp = new DeskBrowser();
    const token = await invite();
    const { options } = await otherRp.registrationOptions(token);
    expect(options.rp.id).toBe('localhost');
  });

  it('signs out, and signs out everywhere', async () => {
    const passkey = newSoftwarePasskey();
    const laptop = new DeskBrowser();
    expect((await laptop.enroll(await invite(), 'Laptop', passkey)).status).toBe(200);
    const phone = new DeskBrowser();
    expect((await phone.signIn(passkey)).status).toBe(200);
    const tablet = new DeskBrowser();
    expect((await tablet.signIn(passkey)).status).toBe(200);

    const out = await phone.send(signOut, '/api/studio/security/sign-out');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`),
    );
    expect(phone.cookies.has(SESSION_COOKIE)).toBe(false);

    const everywhere = await laptop.send(
      signOutEverywhere,
      '/api/studio/security/sign-out-everywhere',
    );
    expect(everywhere.status).toBe(200);
    const stale = await tablet.send(signOut, '/api/studio/security/sign-out');
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: 'Please sign in to the desk.' });
  });
});

describe.each(backends.both)('managing passkeys and sessions on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const passkeyRoute = (browser: DeskBrowser, method: string, id: string, body?: unknown) =>
    browser.send(
      method === 'PATCH' ? renamePasskey : revokePasskey,
      `/api/studio/security/passkeys/${id}`,
      {
        method,
        body,
        params: { id },
      },
    );

  async function enrolled(name: string) {
    const browser = new DeskBrowser();
    const passkey = newSoftwarePasskey();
    const token = await createInvite(db(), 'command', new Date());
    expect((await browser.enroll(token, name, passkey)).status).toBe(200);
    const [row] = await db().select().from(studioPasskeys).where(eq(studioPasskeys.name, name));
    return { browser, passkey, id: row!.id };
  }

  it('renames a passkey, refusing a bad name in the page’s language', async () => {
    const { browser, id } = await enrolled('Laptop');
    const empty = await browser.send(
      renamePasskey,
      `/api/studio/security/passkeys/${id}?locale=es`,
      {
        method: 'PATCH',
        body: { name: '   ' },
        params: { id },
      },
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({
      name: 'Ponga un nombre a este dispositivo, por favor.',
    });
    const renamed = await passkeyRoute(browser, 'PATCH', id, { name: ' Work laptop ' });
    expect(renamed.status).toBe(200);
    const [row] = await db().select().from(studioPasskeys).where(eq(studioPasskeys.id, id));
    expect(row!.name).toBe('Work laptop');
    const [entry] = await db()
      .select()
      .from(studioActivity)
      .where(eq(studioActivity.action, 'passkey.rename'));
    expect(entry).toMatchObject({
      subjectKind: 'passkey',
      subjectId: id,
      details: { from: 'Laptop', name: 'Work laptop' },
    });
    expect((await passkeyRoute(browser, 'PATCH', 'not-an-id', { name: 'x' })).status).toBe(404);
  });

  it('revokes a passkey: its sessions end and it signs in no more; the last one stays', async () => {
    const first = await enrolled('Old phone');
    const second = await enrolled('New phone');
    const revoked = await passkeyRoute(second.browser, 'DELETE', first.id);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ signedOut: false });

    const stale = await first.browser.send(signOut, '/api/studio/security/sign-out');
    expect(stale.status).toBe(401);
    const again = await new DeskBrowser().signIn(first.passkey);
    expect(again.status).toBe(401);
    expect((await again.json()).message).toMatch(/revoked/);

    const others = await db().select().from(studioPasskeys).where(isNull(studioPasskeys.revokedAt));
    for (const other of others.filter(({ id }) => id !== second.id)) {
      expect((await passkeyRoute(second.browser, 'DELETE', other.id)).status).toBe(200);
    }
    const last = await passkeyRoute(second.browser, 'DELETE', second.id);
    expect(last.status).toBe(409);
    expect((await last.json()).message).toMatch(/only passkey/);
  });

  it('refuses writes from another site or without an Origin, even with the cookie', async () => {
    const { browser } = await enrolled('Desk');
    const crossSite = await browser.send(signOut, '/api/studio/security/sign-out', {
      headers: { origin: 'https://evil.test' },
    });
    expect(crossSite.status).toBe(403);
    const fetchSite = await browser.send(signOut, '/api/studio/security/sign-out', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
    const request = new Request(`${SITE}/api/studio/security/sign-out`, {
      method: 'POST',
      headers: { cookie: browser.cookieHeader() },
    });
    expect((await signOut(request)).status).toBe(403);
    expect((await browser.send(signOut, '/api/studio/security/sign-out')).status).toBe(200);
  });

  it('lists the activity with the session each change came from, newest first', async () => {
    const { browser } = await enrolled('Tablet');
    await browser.send(signOutEverywhere, '/api/studio/security/sign-out-everywhere');
    const { entries } = await listActivity(db(), 1);
    expect(entries.slice(0, 2)).toMatchObject([
      { action: 'session.endAll', passkeyName: 'Tablet' },
      { action: 'passkey.add', details: { name: 'Tablet' }, passkeyName: 'Tablet' },
    ]);
  });
});

describe.each(backends.both)('enrollment links on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;

  it('are emailed to the studio only, which the answer names, and rate-limited', async () => {
    const browser = new DeskBrowser();
    const ask = (body: unknown = {}) =>
      browser.send(requestInvite, '/api/studio/auth/invite?locale=es', { body });
    const first = await ask({ email: 'someone@example.com' });
    expect(first.status).toBe(202);
    expect((await first.json()).message).toMatch(
      /^Hay un enlace en camino a h•••@marlowe\.studio\./,
    );
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'studio.invite'));
    expect(rows).toHaveLength(1);
    const message = rows[0]!.message as OutboxMessage;
    expect(message.to).toBe('hello@marlowe.studio');
    expect(message.text).toMatch(/http:\/\/localhost:3000\/es\/studio\/enroll\?token=[\w-]{43}/);
    expect(message.text).not.toContain('someone@example.com');

    for (const n of [1, 2, 3, 4]) expect((await ask()).status, String(n)).toBe(202);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('are offered at start while the desk has no passkey, in the log and by email', async () => {
    const lines: string[] = [];
    const options = {
      now: new Date(),
      siteUrl: SITE,
      to: 'owner@marlowe.test',
      log: (line: string) => lines.push(line),
    };
    const url = await offerFirstInvite(db(), options);
    expect(url).toMatch(/^http:\/\/localhost:3000\/studio\/enroll\?token=/);
    expect(lines[0]).toContain(url);
    const token = new URL(url!).searchParams.get('token')!;
    const browser = new DeskBrowser();
    expect((await browser.enroll(token, 'First', newSoftwarePasskey())).status).toBe(200);
    expect(await offerFirstInvite(db(), options)).toBeUndefined();
  });
});
