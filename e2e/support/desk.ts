import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import PostalMime from 'postal-mime';
import type { CDPSession, Page } from '@playwright/test';
import { expect } from './fixtures';
import { localized, type Locale } from './site';

// Passkeys need a host name (a relying party cannot be an IP address): the desk is opened on
// localhost, where Chromium also keeps the `__Host-` session cookie although it is plain http.
export const deskOrigin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

export const SESSION_COOKIE = '__Host-studio-session';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? './data/e2e');
const outbox = path.join(dataDir, 'outbox');
// Shared by every worker: the owner enrolls once and each desk test reuses the session.
const ownerFile = path.join(dataDir, 'e2e-desk-owner.json');

export function deskUrl(locale: Locale, page: string): string {
  return `${deskOrigin}${localized(locale, page)}`;
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

export async function storedCredentials({ cdp, authenticatorId }: VirtualAuthenticator) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** The newest enrollment link emailed since `since`, opened on the desk's origin. */
export async function emailedEnrollLink(since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        let newest = 0;
        for (const name of names) {
          const file = path.join(outbox, name);
          const { mtimeMs } = await stat(file);
          if (mtimeMs < since || mtimeMs < newest) continue;
          const raw = await readFile(file);
          if (!raw.includes('studio/enroll')) continue;
          const text = (await PostalMime.parse(raw)).text ?? '';
          const found = /https?:\/\/\S+\/studio\/enroll\?token=[\w-]+/.exec(text)?.[0];
          if (found) [link, newest] = [found, mtimeMs];
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${deskOrigin}${url.pathname}${url.search}`;
}

/** Asks for a link on the sign-in page, as an owner on a new device would. */
export async function requestEnrollLink(page: Page, locale: Locale = 'en'): Promise<string> {
  const since = Date.now() - 1_000;
  await page.goto(deskUrl(locale, '/studio/sign-in'));
  await page
    .getByRole('button', {
      name:
        locale === 'es'
          ? 'Enviar un enlace al correo del estudio'
          : "Email a link to the studio's inbox",
    })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /on its way|en camino/ })).toBeVisible();
  return emailedEnrollLink(since);
}

// A new passkey opens the Security screen, which confirms it.
export async function enrollPasskey(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Device name').fill(name);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${deskOrigin}/studio/security\\?added=[\\w-]+#passkeys$`),
  );
  await expect(page.getByRole('status').filter({ hasText: `“${name}” was added` })).toBeVisible();
}

export async function signInWithPasskey(page: Page): Promise<void> {
  await page.goto(deskUrl('en', '/studio/sign-in'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${deskOrigin}/studio`);
}

interface OwnerState {
  credential: Awaited<ReturnType<typeof storedCredentials>>[number];
  session: string;
}

async function sessionCookieOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(deskOrigin)).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the session cookie').toBeTruthy();
  return cookie!.value;
}

export async function putSessionCookie(page: Page, value: string): Promise<void> {
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value,
      // Not `url`, which would give the cookie a Domain: a `__Host-` cookie may not have one.
      domain: 'localhost',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
}

async function sessionWorks(page: Page, value: string): Promise<boolean> {
  await putSessionCookie(page, value);
  const response = await page.request.get(`${deskOrigin}/studio/security`, { maxRedirects: 0 });
  return response.status() === 200;
}

// The owner's first passkey comes from the link the server emailed at start, or else from one
// asked for on the sign-in page; later calls reuse its session, or sign in with it again.
async function ownerSession(page: Page, state: OwnerState | undefined): Promise<OwnerState> {
  const authenticator = await addVirtualAuthenticator(page);
  if (state) {
    const { cdp, authenticatorId } = authenticator;
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: state.credential });
    await signInWithPasskey(page);
  } else {
    const startLink = await emailedEnrollLink(0).catch(() => undefined);
    await page.goto(startLink ?? deskUrl('en', '/studio/enroll'));
    const usable = await page.getByLabel('Device name').isVisible();
    await enrollPasskey(page, usable ? startLink! : await requestEnrollLink(page), 'Test owner');
  }
  const [credential] = await storedCredentials(authenticator);
  return { credential: credential!, session: await sessionCookieOf(page) };
}

/** Puts the owner's passkey (enrolled by `signedInDesk`) into a fresh virtual authenticator. */
export async function addOwnerPasskey(page: Page): Promise<void> {
  const { credential } = JSON.parse(await readFile(ownerFile, 'utf8')) as OwnerState;
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
}

// Links are told apart only by when they were emailed, and a new passkey cancels every open one:
// whoever asks for one, or adds a passkey, holds this lock until the link is used.
export function withOwnerLock<T>(work: () => Promise<T>): Promise<T> {
  return withLock(ownerFile, 60, work);
}

// A test's own article, published for a few minutes, would join the SEO dashboard's report of
// every page (and leave it mid-analysis): the two take turns.
export function withArticlesLock<T>(work: () => Promise<T>): Promise<T> {
  return withLock(path.join(dataDir, 'e2e-articles.lock'), 300, work);
}

async function withLock<T>(file: string, waitSeconds: number, work: () => Promise<T>): Promise<T> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, '', { flag: 'a' });
  const release = await lockfile.lock(file, {
    realpath: false,
    retries: { retries: waitSeconds, minTimeout: 500, maxTimeout: 1_000 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Gives the page a signed-in desk session (the page's language and theme are the test's). */
export async function signedInDesk(page: Page): Promise<void> {
  await withOwnerLock(async () => {
    const saved = (await readFile(ownerFile, 'utf8')) || undefined;
    const state = saved ? (JSON.parse(saved) as OwnerState) : undefined;
    if (state && (await sessionWorks(page, state.session))) return;
    await writeFile(ownerFile, JSON.stringify(await ownerSession(page, state)));
  });
}
