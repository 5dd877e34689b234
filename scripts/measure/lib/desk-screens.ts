import type { Browser, Locator, Page } from '@playwright/test';
import type { PNG } from 'pngjs';
import { localized, locales } from '../../../e2e/support/site';
import { signedIn, type DeskServer } from './desk-servers';
import { waitForAnalytics } from './desk-seed';
import { capture, themes, widths } from './screenshot-pairs';

/** Where one server's seeded booking and lead are shown: their ids differ between servers. */
export interface DetailAddresses {
  booking: string;
  lead: string;
}

interface DeskScreen {
  name: string;
  path: string | ((details: DetailAddresses) => string);
  signedOut?: true;
  /** What differs between two servers by nature (see screenshots-compare.ts). */
  mask?: (page: Page) => Locator[];
  /** Waits, before the first capture, until the servers can show the same. */
  ready?: (servers: readonly DeskServer[]) => Promise<void>;
}

const section = (page: Page, id: string) => page.locator(`[aria-labelledby="${id}"]`);

// Analytics last: it waits for the servers' next drawing up of today's figures.
const deskScreens: readonly DeskScreen[] = [
  { name: 'sign-in', path: '/studio/sign-in', signedOut: true },
  { name: 'enroll', path: '/studio/enroll', signedOut: true },
  { name: 'today', path: '/studio' },
  { name: 'past-sessions', path: '/studio/bookings' },
  { name: 'booking', path: (details) => details.booking },
  { name: 'leads', path: '/studio/leads' },
  { name: 'lead', path: (details) => details.lead },
  { name: 'subscribers', path: '/studio/subscribers' },
  { name: 'newsletter', path: '/studio/newsletter' },
  { name: 'days-off', path: '/studio/days-off' },
  { name: 'erase', path: '/studio/erase' },
  { name: 'settings', path: '/studio/settings' },
  {
    name: 'security',
    path: '/studio/security',
    // Whole cards for the passkey and the session: a line's width follows its date's digits.
    mask: (page) => [
      section(page, 'passkeys').locator('li'),
      section(page, 'sessions').locator('li'),
      section(page, 'activity').locator('li time'),
      section(page, 'activity').locator('li > p:last-child'),
    ],
  },
  { name: 'analytics', path: '/studio/analytics', ready: waitForAnalytics },
];

type Take = () => Promise<[PNG, PNG]>;

/** Every desk screen on each server, in both languages, widths and themes, added in pairs. */
export async function compareDeskScreens(
  browser: Browser,
  servers: readonly [DeskServer, DeskServer],
  details: readonly DetailAddresses[],
  add: (name: string, take: Take) => Promise<void>,
) {
  for (const screen of deskScreens) {
    await screen.ready?.(servers);
    for (const locale of locales) {
      for (const width of widths) {
        for (const theme of themes) {
          const shoot = (server: DeskServer, index: number) => {
            const path =
              typeof screen.path === 'string' ? screen.path : screen.path(details[index]!);
            return capture(browser, `${server.origin}${localized(locale, path)}`, {
              width,
              theme,
              prepare: screen.signedOut ? undefined : signedIn(server),
              mask: screen.mask,
            });
          };
          await add(`desk-${screen.name}-${locale}-${width}-${theme}`, () =>
            Promise.all([shoot(servers[0], 0), shoot(servers[1], 1)]),
          );
        }
      }
    }
  }
}
