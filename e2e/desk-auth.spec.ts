import type { Page } from '@playwright/test';
import {
  addOwnerPasskey,
  addVirtualAuthenticator,
  deskOrigin,
  deskUrl,
  enrollPasskey,
  requestEnrollLink,
  SESSION_COOKIE,
  signedInDesk,
  signInWithPasskey,
  storedCredentials,
  putSessionCookie,
  withOwnerLock,
} from './support/desk';
import { expect, test } from './support/fixtures';
import { findEmail, uniqueMarker } from './support/outbox';
import { locales } from './support/site';

const signInPath = (next: string) => `/studio/sign-in?next=${encodeURIComponent(next)}`;

async function sessionCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(deskOrigin);
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

// One link, asked for once: the emailed-link flow, then the same link refused a second time.
test('the owner enrolls a passkey from the emailed link, signs out and signs in again', async ({
  page,
}) => {
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(deskUrl('en', '/studio/security'));
  await expect(page).toHaveURL(`${deskOrigin}${signInPath('/studio/security')}`);

  const link = await withOwnerLock(async () => {
    const emailed = await requestEnrollLink(page);
    await enrollPasskey(page, emailed, 'Studio laptop');
    return emailed;
  });
  expect(await storedCredentials(authenticator)).toHaveLength(1);
  const cookie = (await page.context().cookies(deskOrigin)).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  expect(cookie!.value).toMatch(/^[\w-]{43}$/);

  await page.goto(link);
  await expect(page.getByText(/already been used/)).toBeVisible();

  await page.goto(deskUrl('en', '/studio/security'));
  await expect(page.getByText('Passkey “Studio laptop”').first()).toBeVisible();
  const ended = await sessionCookie(page);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(`${deskOrigin}/studio/sign-in`);
  expect(await sessionCookie(page)).toBeUndefined();

  // The signed-out session's cookie, put back, opens nothing.
  await putSessionCookie(page, ended!);
  await page.goto(deskUrl('en', '/studio/security'));
  await expect(page).toHaveURL(`${deskOrigin}${signInPath('/studio/security')}`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${deskOrigin}/studio/security`);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
});

test('without a session, desk pages send to sign-in and desk APIs answer 401', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(deskUrl(locale, '/studio/security'));
    const expected = locale === 'es' ? '/es/studio/security' : '/studio/security';
    await expect(page).toHaveURL(
      `${deskOrigin}${locale === 'es' ? '/es' : ''}${signInPath(expected)}`,
    );
  }
  await putSessionCookie(page, 'not-a-session-token');
  await page.goto(deskUrl('en', '/studio/security'));
  await expect(page).toHaveURL(`${deskOrigin}${signInPath('/studio/security')}`);
  const answer = await page.request.post(`${deskOrigin}/api/studio/security/sign-out`, {
    headers: { origin: deskOrigin },
  });
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toEqual({ message: 'Please sign in to the desk.' });
});

test('a write from another site is refused even with the session cookie', async ({ page }) => {
  await signedInDesk(page);
  const crossSite = await page.request.post(`${deskOrigin}/api/studio/security/sign-out`, {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  await page.goto(deskUrl('en', '/studio/security'));
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
});

test('a revoked passkey ends its sessions and signs in no more', async ({ page, browser }) => {
  test.slow();
  await signedInDesk(page);
  await page.goto(deskUrl('en', '/studio/security'));
  const phone = await browser.newPage();
  await addVirtualAuthenticator(phone);
  const name = uniqueMarker('Old phone');
  await withOwnerLock(async () => {
    const linkAnswer = await page.request.post(`${deskOrigin}/api/studio/security/passkey-link`, {
      headers: { origin: deskOrigin },
    });
    const { url } = (await linkAnswer.json()) as { url: string };
    await enrollPasskey(phone, `${deskOrigin}${url}`, name);
  });
  const told = await findEmail(name, (message) =>
    Boolean(message.subject?.startsWith('A passkey')),
  );
  expect(told.subject).toBe(`A passkey was added to the studio desk: “${name}”`);
  expect(told.text).toMatch(
    new RegExp(`^A passkey named “${name}” was added to the studio desk from Chrome on \\w+, on `),
  );
  await expect(phone.getByText('Signed in with this one')).toBeVisible();
  await expect(phone.getByText('Not used to sign in yet')).toHaveCount(0);

  await page.reload();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  const item = passkeys.getByRole('listitem').filter({ hasText: name });
  await item.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`“${name}” was revoked.`)).toBeVisible();
  await expect(item).toHaveCount(0);

  await phone.goto(deskUrl('en', '/studio/security'));
  await expect(phone).toHaveURL(`${deskOrigin}${signInPath('/studio/security')}`);
  await phone.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(phone.getByText(/not one of the desk's, or it was revoked/)).toBeVisible();
  await phone.close();
});

test('a challenge from another browser and a replayed sign-in are refused', async ({
  page,
  browser,
}) => {
  await signedInDesk(page);
  const other = await browser.newPage();
  await addOwnerPasskey(other);
  let lastAnswer = '';
  await other.route('**/api/studio/auth/authentication/verify*', async (route) => {
    lastAnswer = route.request().postData() ?? '';
    await route.continue();
  });

  // This browser's passkey prompt is handed the challenge another browser was given.
  const foreign = await page.request.post(`${deskOrigin}/api/studio/auth/authentication/options`, {
    headers: { origin: deskOrigin },
    data: {},
  });
  const { options } = (await foreign.json()) as { options: unknown };
  await other.route(
    '**/api/studio/auth/authentication/options*',
    async (route) => route.fulfill({ response: await route.fetch(), json: { options } }),
    { times: 1 },
  );
  await other.goto(deskUrl('en', '/studio/sign-in'));
  await other.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(other.getByText(/could not be verified/)).toBeVisible();
  expect(await other.context().cookies(deskOrigin)).not.toContainEqual(
    expect.objectContaining({ name: SESSION_COOKIE }),
  );

  // A genuine answer, sent a second time.
  await signInWithPasskey(other);
  const replayed = await other.request.post(`${deskOrigin}/api/studio/auth/authentication/verify`, {
    headers: { origin: deskOrigin, 'content-type': 'application/json' },
    data: lastAnswer,
  });
  expect(replayed.status()).toBe(400);
  await other.close();
});
