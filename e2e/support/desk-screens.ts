import type { Page } from '@playwright/test';
import en from '../../messages/en/studio.json';
import { deskOrigin, deskUrl, signedInDesk, withOwnerLock } from './desk';
import { bookSession, eraseEverythingOf, sendLead } from './desk-records';
import { expect } from './fixtures';
import { uniqueMarker } from './outbox';
import type { Locale } from './site';
import type { SweepOptions } from './sweep';

export interface DeskScreen {
  name: string;
  /** Where the signed-in owner finds the screen; or else `open`. */
  path?: string;
  /** Opens the screen another way; returns what to undo once it has been checked. */
  open?: (page: Page, locale: Locale) => Promise<(() => Promise<void>) | void>;
  /** An address naming nothing: the desk's own 404, whose status the console reports. */
  missing?: true;
}

// A long address and name, as a screen must show them: wrapped, never cut or sticking out.
const longAddress = (marker: string) =>
  `${marker}.with-a-rather-long-mailbox-name@a-long-company-domain-name.example.com`;

const bookLong = (page: Page, marker: string) => bookSession(page, longAddress(marker), marker);
const sendLongLead = (page: Page, marker: string) => sendLead(longAddress(marker), marker);

/** A list screen showing a record of its own with a long address, erased after the visit. */
function listScreen(path: string, make: (page: Page, marker: string) => Promise<unknown>) {
  return async (page: Page, locale: Locale) => {
    const marker = uniqueMarker('desk-list');
    await make(page, marker);
    await signedInDesk(page);
    await page.goto(deskUrl(locale, path));
    return () => eraseEverythingOf(page, longAddress(marker));
  };
}

/** A detail screen shows a record of its own, made for the visit and erased after it. */
function detailScreen(
  list: string,
  link: RegExp,
  make: (page: Page, marker: string) => Promise<unknown>,
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
    return () => eraseEverythingOf(page, longAddress(marker));
  };
}

/** Every screen of the desk: each is checked whole, at both widths, in both languages. */
export const deskScreens: readonly DeskScreen[] = [
  { name: 'today', open: listScreen('/studio', bookLong) },
  { name: 'week', path: '/studio/week' },
  { name: 'bookings', path: '/studio/bookings' },
  { name: 'cancelled bookings', path: '/studio/bookings?show=cancelled' },
  { name: 'leads', open: listScreen('/studio/leads', sendLongLead) },
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
  { name: 'calendars', path: '/studio/calendars' },
  { name: 'erase', path: '/studio/erase' },
  { name: 'settings', path: '/studio/settings' },
  { name: 'security', path: '/studio/security' },
  {
    name: 'a booking',
    open: detailScreen('/studio', /^(Details|Detalles)/, bookLong, (marker) => `Desk ${marker}`),
  },
  {
    name: 'a lead',
    open: detailScreen('/studio/leads', /^(Open|Abrir)/, sendLongLead, (marker) => marker),
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
      // A passkey added elsewhere meanwhile would cancel the link before it is opened.
      await withOwnerLock(async () => {
        const answer = await page.request.post(
          `${deskOrigin}/api/studio/security/passkey-link?locale=${locale}`,
          { headers: { origin: deskOrigin } },
        );
        const { url } = (await answer.json()) as { url: string };
        await page.context().clearCookies();
        await page.goto(`${deskOrigin}${url}`);
        await expect(page.getByRole('textbox')).toBeVisible();
      });
    },
  },
  { name: 'an unknown booking', path: '/studio/bookings/not-a-booking', missing: true },
  { name: 'an erased lead', path: `/studio/leads/${crypto.randomUUID()}`, missing: true },
];

/** Opens a desk screen as its entry says: signed in at its path, unless it opens another way. */
export async function openDeskScreen(page: Page, locale: Locale, screen: DeskScreen) {
  if (screen.open) return screen.open(page, locale);
  await signedInDesk(page);
  await page.goto(deskUrl(locale, screen.path!));
}

// A message missing its values shows "{name}"; a missing message shows its key, "Studio.a.b".
const unformattedDeskMessage = /\{\w+\}|\bStudio\.[a-z]\w*\./;

const englishHolidays = Object.values(en.Studio.daysOff.holidayNames);

// What cannot be read at this width although the page fits: a box scrolling sideways (a table
// where a list belongs), or text cut short with an ellipsis.
function unreadable() {
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!element.checkVisibility() || element.closest('[role="dialog"]')) continue;
    // Visually hidden controls (a file input behind its button) are one pixel wide by design.
    if (element.clientWidth <= 1) continue;
    const style = getComputedStyle(element);
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const text = element.innerText || (element as HTMLInputElement).value || element.id;
    const name = `${element.tagName.toLowerCase()} “${text.slice(0, 50)}”`;
    if (/auto|scroll/.test(style.overflowX)) problems.push(`${name} scrolls sideways`);
    if (style.textOverflow === 'ellipsis') problems.push(`${name} is cut short`);
  }
  return problems;
}

/**
 * The desk's screens are read on phones down to 320 px, every box and line whole; no zone is an
 * offset ("GMT+1") and the Spanish desk names no holiday in English.
 */
export function deskSweep(page: Page, locale: Locale): SweepOptions {
  return {
    unformatted: unformattedDeskMessage,
    phoneWidths: [320],
    atEachWidth: async () => {
      const width = page.viewportSize()?.width;
      expect(await page.evaluate(unreadable), `unreadable at ${width} px`).toEqual([]);
      const text = await page.locator('body').innerText();
      expect(text, 'a zone named as an offset').not.toMatch(/\bGMT\b|\bUTC[+-]\d/);
      if (locale === 'es') {
        expect(englishHolidays.filter((holiday) => text.includes(holiday))).toEqual([]);
      }
    },
  };
}
