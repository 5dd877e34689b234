import type { Page } from '@playwright/test';
import { deskOrigin, deskUrl, signedInDesk } from './desk';
import { bookSession, eraseEverythingOf, sendLead } from './desk-records';
import { expect } from './fixtures';
import { uniqueMarker } from './outbox';
import type { Locale } from './site';

export interface DeskScreen {
  name: string;
  /** Where the signed-in owner finds the screen; or else `open`. */
  path?: string;
  /** Opens the screen another way; returns what to undo once it has been checked. */
  open?: (page: Page, locale: Locale) => Promise<(() => Promise<void>) | void>;
}

/** A detail screen shows a record of its own, made for the visit and erased after it. */
function detailScreen(
  list: string,
  link: RegExp,
  make: (page: Page, marker: string) => Promise<void>,
  title: (marker: string) => string,
): DeskScreen['open'] {
  return async (page, locale) => {
    const marker = uniqueMarker('desk-detail');
    await make(page, marker);
    await signedInDesk(page);
    await page.goto(deskUrl(locale, list));
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: title(marker) }),
    });
    await card.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title(marker) })).toBeVisible();
    return () => eraseEverythingOf(page, `${marker}@example.com`);
  };
}

/** Every screen of the desk: each is checked whole, at both widths, in both languages. */
export const deskScreens: readonly DeskScreen[] = [
  { name: 'today', path: '/studio' },
  { name: 'past sessions', path: '/studio/bookings' },
  { name: 'leads', path: '/studio/leads' },
  { name: 'subscribers', path: '/studio/subscribers' },
  { name: 'newsletter', path: '/studio/newsletter' },
  { name: 'articles', path: '/studio/articles' },
  {
    // A launch article, opened and left as it is: the editor saves nothing until something changes.
    name: 'article editor',
    open: async (page, locale) => {
      await signedInDesk(page);
      await page.goto(deskUrl(locale, '/studio/articles'));
      await page
        .getByRole('link', { name: /^(Edit|Editar) / })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Search score|^Puntuación de búsqueda/).first()).toBeVisible();
    },
  },
  { name: 'visits report', path: '/studio/analytics?range=7' },
  { name: 'days off', path: '/studio/days-off' },
  { name: 'erase', path: '/studio/erase' },
  { name: 'settings', path: '/studio/settings' },
  { name: 'security', path: '/studio/security' },
  {
    name: 'a booking',
    open: detailScreen(
      '/studio',
      /^(Details|Detalles)/,
      (page, marker) => bookSession(page.request, `${marker}@example.com`, marker),
      (marker) => `Desk ${marker}`,
    ),
  },
  {
    name: 'a lead',
    open: detailScreen(
      '/studio/leads',
      /^(Open|Abrir)/,
      (page, marker) => sendLead(page.request, `${marker}@example.com`, marker),
      (marker) => marker,
    ),
  },
  {
    name: 'sign-in',
    open: async (page, locale) => {
      await page.goto(deskUrl(locale, '/studio/sign-in'));
    },
  },
  {
    name: 'passkey enrollment',
    open: async (page, locale) => {
      await signedInDesk(page);
      const answer = await page.request.post(
        `${deskOrigin}/api/studio/security/passkey-link?locale=${locale}`,
        { headers: { origin: deskOrigin } },
      );
      const { url } = (await answer.json()) as { url: string };
      await page.context().clearCookies();
      await page.goto(`${deskOrigin}${url}`);
      await expect(page.getByRole('textbox')).toBeVisible();
    },
  },
];

/** Opens a desk screen as its entry says: signed in at its path, unless it opens another way. */
export async function openDeskScreen(page: Page, locale: Locale, screen: DeskScreen) {
  if (screen.open) return screen.open(page, locale);
  await signedInDesk(page);
  await page.goto(deskUrl(locale, screen.path!));
}

// A message missing its values shows "{name}"; a missing message shows its key, "Studio.a.b".
export const unformattedDeskMessage = /\{\w+\}|\bStudio\.[a-z]\w*\./;
