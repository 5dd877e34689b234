import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { deskOrigin, deskUrl, signedInDesk } from './support/desk';
import { bookSession, eraseEverythingOf } from './support/desk-records';
import { expectNoAxeViolations } from './support/axe';
import { findEmail, uniqueMarker } from './support/outbox';
import { oneWidthPerLanguage } from './support/widths';

const HOUR = 3_600_000;
const studioDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** One busy event in an iCalendar feed served on loopback, as a calendar app's secret address. */
async function serveBusyFeed(start: Date, end: Date) {
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Desk test//EN',
    'BEGIN:VEVENT',
    `UID:${uniqueMarker('busy')}@test`,
    'DTSTAMP:20260101T000000Z',
    'SUMMARY:Dentist',
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const server = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/secret.ics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function connectFeed(page: Page, name: string, url: string): Promise<string> {
  const response = await page.request.post(`${deskOrigin}/api/studio/calendars?locale=en`, {
    headers: { origin: deskOrigin },
    data: { kind: 'feed', name, url, reads: true, writes: false },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

// What the week says of the feed's hour, the calendar and the session, in each language.
const week = {
  en: {
    busyHour: '8:00 AM to 9:00 AM',
    busy: (calendar: string) => `Busy in ${calendar}`,
    session: /^3:00 PM to 3:30 PM$/,
    sessionWith: 'Session with',
  },
  es: {
    busyHour: /^de 8:00 .*a 9:00 /,
    busy: (calendar: string) => `Ocupado en ${calendar}`,
    session: /^de (3:00 p|15:00).* a (3:30 p|15:30)/,
    sessionWith: 'Sesión con',
  },
} as const;

// English at 1280 px, Spanish at 390 px: both languages, and the week's two layouts.
for (const locale of ['en', 'es'] as const) {
  const words = week[locale];
  test(
    `the week shows each session with the calendars’ busy blocks: seven columns on a wide screen, one day under another on a phone (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }, testInfo) => {
      const marker = uniqueMarker(`desk-week-${locale}`);
      const start = await bookSession(page, `${marker}@example.com`, marker);
      // 8 AM studio time, before the working hours: it blocks no slot another test could want.
      const feed = await serveBusyFeed(
        new Date(start.getTime() - 7 * HOUR),
        new Date(start.getTime() - 6 * HOUR),
      );
      const calendarName = `Personal ${marker}`;
      const calendar = await connectFeed(page, calendarName, feed.url);
      try {
        await page.goto(deskUrl(locale, `/studio/week?from=${studioDay(start)}`));
        const days = page.getByRole('main').getByRole('list').first().locator(':scope > li');
        await expect(days).toHaveCount(7);
        const first = days.first();
        await expect(first.getByText(words.busyHour)).toBeVisible();
        await expect(first.getByText(words.busy(calendarName))).toBeVisible();
        await expect(first.getByText(words.session)).toBeVisible();

        const [one, two] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
        if (testInfo.project.name === 'phone') {
          expect(two!.y).toBeGreaterThanOrEqual(one!.y + one!.height);
        } else {
          expect(two!.y).toBe(one!.y);
          expect(two!.x).toBeGreaterThanOrEqual(one!.x + one!.width);
        }
        await first.getByRole('link', { name: `${words.sessionWith} Desk ${marker}` }).click();
        await expect(page.getByRole('heading', { level: 1, name: `Desk ${marker}` })).toBeVisible();
      } finally {
        await page.request.delete(`${deskOrigin}/api/studio/calendars/${calendar}`, {
          headers: { origin: deskOrigin },
        });
        await feed.close();
        await eraseEverythingOf(page, `${marker}@example.com`);
      }
    },
  );
}

test('the bookings list shows upcoming, past and cancelled sessions, and one search finds each', async ({
  page,
}) => {
  const marker = uniqueMarker('desk-filter');
  await bookSession(page, `${marker}-kept@example.com`, `${marker} Kept`);
  await bookSession(page, `${marker}-gone@example.com`, `${marker} Gone`);
  await signedInDesk(page);
  await page.goto(deskUrl('en', `/studio/bookings?q=${marker}`));
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card(`Desk ${marker} Gone`)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the session' }).click();
  // Cancelled ahead of its time, it stays in the list, marked.
  await expect(card(`Desk ${marker} Gone`).getByText('Cancelled')).toBeVisible();
  await expect(card(`Desk ${marker} Kept`)).toBeVisible();

  const show = async (option: string) => {
    await page.getByLabel('Show').selectOption({ label: option });
    await page.getByRole('button', { name: 'Show' }).click();
  };
  await show('Upcoming');
  await expect(page).toHaveURL(/show=upcoming/);
  await expect(card(`Desk ${marker} Kept`)).toBeVisible();
  await expect(card(`Desk ${marker} Gone`).getByText('Cancelled')).toBeVisible();
  await show('Cancelled');
  await expect(card(`Desk ${marker} Gone`)).toBeVisible();
  await expect(card(`Desk ${marker} Kept`)).toHaveCount(0);
  await show('Past');
  await expect(page.getByText(`No session matches “${marker}”.`)).toBeVisible();

  await eraseEverythingOf(page, `${marker}-kept@example.com`);
  await eraseEverythingOf(page, `${marker}-gone@example.com`);
});

const manual = {
  en: {
    open: 'New booking',
    first: 'First name',
    last: 'Last name',
    email: 'Email address',
    language: 'Language of the emails',
    languageName: 'Spanish',
    days: 'Days with free times',
    times: /^Free times on /,
    invite: 'Email the invitation',
    confirm: 'Book the session',
    done: /is booked; the invitation is on its way\./,
    search: 'Search by name, email address or company',
    searchButton: 'Show',
  },
  es: {
    open: 'Nueva reserva',
    first: 'Nombre',
    last: 'Apellidos',
    email: 'Correo electrónico',
    language: 'Idioma de los correos',
    languageName: 'Inglés',
    days: 'Días con horas libres',
    times: /^Horas libres el /,
    invite: 'Enviar la invitación por correo',
    confirm: 'Reservar la sesión',
    done: /está reservada; no se envió ningún correo\./,
    search: 'Buscar por nombre, correo electrónico o empresa',
    searchButton: 'Mostrar',
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  const words = manual[locale];
  test(
    `${locale}: the owner enters a session agreed by phone, with a day, then a time`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      const marker = uniqueMarker(`desk-manual-${locale}`);
      const email = `${marker}@example.com`;
      await signedInDesk(page);
      await page.goto(deskUrl(locale, '/studio/bookings'));
      await page.getByRole('button', { name: words.open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(words.first).fill('Phone');
      await dialog.getByLabel(words.last).fill(marker);
      await dialog.getByLabel(words.email).fill(email);
      await dialog.getByLabel(words.language).selectOption({ label: words.languageName });
      await dialog.getByRole('group', { name: words.days }).getByRole('radio').last().check();
      // The last day's first time, far from the times other tests book.
      await dialog.getByRole('group', { name: words.times }).getByRole('radio').first().check();
      // The dialog at its fullest, over the page: the sweep sees the page, not the dialog.
      await expectNoAxeViolations(page, '[role="dialog"]');
      if (locale === 'es') await dialog.getByLabel(words.invite).uncheck();
      await dialog.getByRole('button', { name: words.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();

      await page.getByLabel(words.search).fill(marker);
      await page.getByRole('button', { name: words.searchButton }).click();
      await expect(page.getByRole('heading', { name: `Phone ${marker}` })).toBeVisible();
      if (locale === 'en') {
        const invitation = await findEmail(email, (message) =>
          message.attachments.some((part) => part.mimeType.startsWith('text/calendar')),
        );
        // In the language the owner chose for them.
        expect(invitation.subject).toMatch(/sesión/i);
      }
      await eraseEverythingOf(page, email);
    },
  );
}
