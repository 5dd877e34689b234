import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import ICAL from 'ical.js';
import type { Email } from 'postal-mime';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { findEmail } from './support/outbox';
import { switchToDarkTheme } from './support/page-scripts';
import type { Locale } from './support/site';
import { bothWidths } from './support/widths';
import { emailFor, findEmailedLink } from './booking-support';

const ZONE = 'Europe/Madrid';
test.use({ timezoneId: ZONE });

const copy = {
  en: {
    heading: 'Choose a new time',
    zone: /Times are shown in your time zone: .+\(Europe\/Madrid\)/,
    nextWeek: 'Next week',
    submit: 'Move my session',
    done: 'Your session has moved',
    moved: /^You moved this session on /,
    taken: /someone booked that time a moment ago/,
    movedSubject: /^Moved: your strategy session is now /,
    cancelButton: 'Yes, cancel my session',
    cancelled: 'Your session is cancelled',
    rebook: 'Book another time',
  },
  es: {
    heading: 'Elija un nuevo horario',
    zone: /Los horarios se muestran en su zona horaria: .+\(Europe\/Madrid\)/,
    nextWeek: 'Semana siguiente',
    submit: 'Mover mi sesión',
    done: 'Su sesión cambió de horario',
    moved: /^Usted cambió el horario de esta sesión el /,
    taken: /alguien acaba de reservar ese horario/,
    movedSubject: /^Nuevo horario: su sesión estratégica es el /,
    cancelButton: 'Sí, cancelar mi sesión',
    cancelled: 'Su sesión está cancelada',
    rebook: 'Reservar otro horario',
  },
} as const satisfies Record<Locale, unknown>;

interface Entry {
  start: string;
  label: string;
}

async function freeEntries(request: APIRequestContext, locale: Locale): Promise<Entry[]> {
  const response = await request.get(`/api/available-slots?locale=${locale}&tz=${ZONE}`);
  return ((await response.json()) as { entries: Entry[] }).entries;
}

const studioDayAndHour = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

/**
 * Parallel tests never want the same time: each keeps to one weekday and hour of the studio's
 * (a lane), whatever the others have booked meanwhile. Latest first.
 */
async function freeInLane(request: APIRequestContext, locale: Locale, lane: number) {
  const [weekday, hour] = [['Tue', 'Wed', 'Thu'][lane % 3], 10 + Math.floor(lane / 3)];
  return (await freeEntries(request, locale))
    .filter((entry) => {
      const parts = studioDayAndHour.formatToParts(new Date(entry.start));
      const part = (type: string) => parts.find((item) => item.type === type)?.value;
      return part('weekday') === weekday && Number(part('hour')) === hour;
    })
    .reverse();
}

function laneOf(testInfo: TestInfo, locale: Locale) {
  return (locale === 'es' ? 2 : 0) + (testInfo.project.name === 'phone' ? 4 : 0);
}

async function book(request: APIRequestContext, locale: Locale, email: string, lane: number) {
  for (const entry of await freeInLane(request, locale, lane)) {
    const response = await request.post('/api/book-strategy-session', {
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        timeSlot: entry.start,
        challenges: 'Reports by hand.',
        goals: 'Automated reports.',
        locale,
        timeZone: ZONE,
      },
    });
    if (response.status() === 201) return entry;
  }
  throw new Error(`No free time left in lane ${lane}`);
}

async function chooseTime(page: Page, locale: Locale, label: string) {
  const radio = page.getByRole('radio', { name: label, exact: true });
  for (let week = 0; week < 6 && !(await radio.isVisible()); week += 1) {
    await page.getByRole('button', { name: copy[locale].nextWeek }).click();
  }
  // Clicks before hydration go nowhere: try until the choice holds.
  await expect(async () => {
    await radio.click();
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass();
}

/** Cancels from the latest emailed link, so the next run finds the time free again. */
async function cancelFromEmail(page: Page, locale: Locale, email: string) {
  await page.goto(await findEmailedLink(email, 'cancel'));
  await page.getByRole('button', { name: copy[locale].cancelButton }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[locale].cancelled);
}

function invitationOf(message: Email) {
  const part = message.attachments.find((item) => item.mimeType.startsWith('text/calendar'))!;
  const content =
    typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
  return {
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

for (const locale of ['en', 'es'] as const) {
  const text = copy[locale];

  test(
    `moves a booking from the emailed link, with the updated invitations (${locale})`,
    bothWidths,
    async ({ page, request }, testInfo) => {
      test.slow();
      const email = emailFor(testInfo, locale);
      const lane = laneOf(testInfo, locale);
      const booked = await book(request, locale, email, lane);
      const link = await findEmailedLink(email, 'reschedule');
      expect(link).toContain(
        locale === 'es' ? '/es/booking/reschedule?token=' : '/booking/reschedule?token=',
      );
      const confirmation = await findEmail(email, (message) => message.to?.[0]?.address === email);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      await expect(page.getByText(text.zone)).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Ada Lovelace');
      await test.step('light theme', () => expectNoAxeViolations(page));
      await switchToDarkTheme(page, locale);
      await test.step('dark theme', () => expectNoAxeViolations(page));

      const [target] = await freeInLane(request, locale, lane + 1);
      await chooseTime(page, locale, target!.label);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('heading', { name: text.done })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toContainText(target!.label);
      // The page reads the booking again: its new time, and that the visitor moved it.
      await expect(page.getByText(text.moved)).toBeVisible();
      await expectNoAxeViolations(page);

      const update = await findEmail(
        email,
        (message) =>
          message.to?.[0]?.address === email && text.movedSubject.test(message.subject ?? ''),
      );
      const before = invitationOf(confirmation);
      const after = invitationOf(update);
      expect(after.uid).toBe(before.uid);
      expect(after.sequence).toBeGreaterThan(before.sequence);
      expect(after.start).toBe(target!.start);
      expect(update.text).toContain(link.slice(link.indexOf('/booking/')));
      const studio = await findEmail(
        email,
        (message) =>
          message.to?.[0]?.address === 'hello@marlowe.studio' &&
          /^Moved:/.test(message.subject ?? ''),
      );
      expect(invitationOf(studio)).toMatchObject({ uid: before.uid, start: target!.start });

      // The slot it left is free again; the new link cancels the session at its new time.
      expect((await freeEntries(request, locale)).map((entry) => entry.start)).toContain(
        booked.start,
      );
      await cancelFromEmail(page, locale, email);
    },
  );
}

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a time taken meanwhile is refused in words, and the picker refreshes', async ({
    page,
    request,
  }, testInfo) => {
    const email = emailFor(testInfo, 'en');
    await book(request, 'en', email, 8);
    await page.goto(await findEmailedLink(email, 'reschedule'));
    const [target] = await freeInLane(request, 'en', 9);
    await chooseTime(page, 'en', target!.label);
    // Someone else books it before the visitor confirms.
    const rival = emailFor(testInfo, 'en');
    const taken = await request.post('/api/book-strategy-session', {
      data: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: rival,
        timeSlot: target!.start,
        challenges: 'Too many meetings.',
        goals: 'Fewer meetings.',
      },
    });
    expect(taken.status()).toBe(201);

    await page.getByRole('button', { name: copy.en.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy.en.taken);
    await expect(page.getByRole('radio', { name: target!.label, exact: true })).toHaveCount(0);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await cancelFromEmail(page, 'en', email);
    await cancelFromEmail(page, 'en', rival);
  });
});

test(
  'a link of a cancelled booking says so and offers a new one',
  bothWidths,
  async ({ page, request }, testInfo) => {
    const email = emailFor(testInfo, 'es');
    await book(request, 'es', email, testInfo.project.name === 'phone' ? 11 : 10);
    await page.goto(await findEmailedLink(email, 'cancel'));
    await page.getByRole('button', { name: copy.es.cancelButton }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.es.cancelled);

    await page.goto(await findEmailedLink(email, 'reschedule'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.es.cancelled);
    await expect(page.getByRole('button', { name: copy.es.rebook })).toBeVisible();
    await expectNoAxeViolations(page);
    await switchToDarkTheme(page, 'es');
    await expectNoAxeViolations(page);
  },
);
