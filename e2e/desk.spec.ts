import type { Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import { expect, test } from './support/fixtures';
import { deskOrigin, deskUrl, signedInDesk } from './support/desk';
import { bookSession, eraseEverythingOf, sendLead } from './support/desk-records';
import { findEmail, uniqueMarker } from './support/outbox';
import { locales, type Locale } from './support/site';
import { phoneOnly } from './support/widths';

function invitation(message: Email) {
  const part = message.attachments.find((item) => item.mimeType.startsWith('text/calendar'));
  const content =
    typeof part?.content === 'string' ? part.content : new TextDecoder().decode(part?.content);
  return {
    method: /^METHOD:(\w+)/m.exec(content)?.[1],
    uid: /^UID:(\S+)/m.exec(content)?.[1],
    sequence: Number(/^SEQUENCE:(\d+)/m.exec(content)?.[1]),
  };
}

// The studio's notice names the visitor too: only their own first invitation is wanted.
async function firstInvitation(email: string) {
  const sent = await findEmail(email, (message) => {
    const { method, sequence } = invitation(message);
    return method === 'REQUEST' && sequence === 0;
  });
  return invitation(sent);
}

const sessionCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('the owner cancels one session and moves another; each visitor gets the update', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cancelled = uniqueMarker('desk-cancel');
  const moved = uniqueMarker('desk-move');
  await bookSession(page, `${cancelled}@example.com`, cancelled);
  await bookSession(page, `${moved}@example.com`, moved);
  const booked = await firstInvitation(`${cancelled}@example.com`);
  const bookedToo = await firstInvitation(`${moved}@example.com`);
  await signedInDesk(page);
  await page.goto(deskUrl('en', '/studio'));

  await sessionCard(page, `Desk ${cancelled}`)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  const cancelDialog = page.getByRole('dialog');
  await cancelDialog.getByLabel(/A note to Desk/).fill('Something came up, sorry.');
  await cancelDialog.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
  await expect(sessionCard(page, `Desk ${cancelled}`)).toHaveCount(0);
  const cancellation = await findEmail(
    `${cancelled}@example.com`,
    (message) => invitation(message).method === 'CANCEL',
  );
  expect(cancellation.text).toContain('Something came up, sorry.');
  expect(invitation(cancellation)).toEqual({ method: 'CANCEL', uid: booked.uid, sequence: 1 });

  await sessionCard(page, `Desk ${moved}`).getByRole('button', { name: /^Move/ }).click();
  const moveDialog = page.getByRole('dialog');
  // A day first, then only that day's times: the last day, as far as possible from other tests.
  const days = moveDialog.getByRole('group', { name: 'Days with free times' });
  await days.getByRole('radio').last().check();
  const times = moveDialog.getByRole('group', { name: /^Free times on / });
  // Not a 3 PM time, which this file's other tests book while this one runs.
  await times.getByRole('radio', { name: /^2:00 PM/ }).check();
  await moveDialog.getByRole('button', { name: 'Move the session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved to' })).toBeVisible();
  const update = await findEmail(
    `${moved}@example.com`,
    (message) => invitation(message).sequence === 1,
  );
  expect(invitation(update)).toEqual({ method: 'REQUEST', uid: bookedToo.uid, sequence: 1 });

  await eraseEverythingOf(page, `${cancelled}@example.com`);
  await eraseEverythingOf(page, `${moved}@example.com`);
});

// What a spreadsheet program needs to open a download cleanly with a double click.
async function expectSpreadsheet(page: Page, locale: Locale, list: string, marker: string) {
  const answer = await page.request.get(`${deskOrigin}/api/studio/export/${list}?locale=${locale}`);
  expect(answer.status()).toBe(200);
  const bytes = await answer.body();
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.toString('utf8').slice(1).trim().split('\r\n');
  const names = header!.split('","');
  expect(
    names.filter((name, index) => names.indexOf(name) !== index),
    'repeated headers',
  ).toEqual([]);
  expect(rows.some((row) => row.includes(marker))).toBe(true);
  return { header: header!, rows };
}

test('the owner downloads the leads and the bookings as spreadsheets, in either language', async ({
  page,
}) => {
  const company = uniqueMarker('Desk Lucía');
  const email = `${uniqueMarker('desk-lead')}@example.com`;
  const booked = uniqueMarker('desk-csv');
  await sendLead(email, company);
  await bookSession(page, `${booked}@example.com`, booked);
  await signedInDesk(page);
  await page.goto(deskUrl('en', '/studio/leads'));
  await expect(page.getByRole('heading', { name: company })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);

  const leads = await expectSpreadsheet(page, 'en', 'leads', company);
  expect(leads.header).toMatch(/^"Lead ID","Kind","Received on","Language","Email address"/);
  expect(leads.rows.find((row) => row.includes(company))).toContain('"Technology"');
  const spanish = await expectSpreadsheet(page, 'es', 'leads', company);
  expect(spanish.header).toContain('"Presupuesto"');
  const bookings = await expectSpreadsheet(page, 'en', 'bookings', booked);
  expect(bookings.header).toMatch(/"Outcome",.*"Times moved","Moved from","Moved by"/);
  await expectSpreadsheet(page, 'es', 'bookings', booked);

  await eraseEverythingOf(page, email);
  await eraseEverythingOf(page, `${booked}@example.com`);
});

test('the owner erases a person after seeing everything that goes', async ({ page }) => {
  const marker = uniqueMarker('desk-erase');
  const email = `${marker}@example.com`;
  await bookSession(page, email, marker);
  await signedInDesk(page);
  await page.goto(deskUrl('en', '/studio/erase'));

  await page.getByLabel('Their email address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find their data' }).click();
  const found = page.getByRole('region', { name: `Stored for ${email}` });
  await expect(found.getByText('1 booking', { exact: true })).toBeVisible();
  await found.getByRole('button', { name: 'Erase all of it' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('1 booking', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${email} was erased` })).toBeVisible();
  await expect(page.getByText(`Nothing is stored for ${email}.`)).toBeVisible();

  await page.reload();
  await page.getByLabel('Their email address').fill(email);
  await page.getByRole('button', { name: 'Find their data' }).click();
  await expect(page.getByText(`Nothing is stored for ${email}.`)).toBeVisible();
});

test('in Spanish, the days off screen shows what a day holds before closing it', async ({
  page,
}) => {
  await signedInDesk(page);
  await page.goto(deskUrl('es', '/studio/days-off'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Días libres');
  await page.getByLabel('Primer día').fill('2031-07-04');
  await page.getByRole('button', { name: 'Revisar estos días' }).click();
  const preview = page.getByRole('region', { name: 'Antes de cerrar' });
  await expect(preview.getByText('No hay sesiones reservadas en estos días.')).toBeVisible();
  await expect(preview.getByText(/Día de la Independencia/)).toBeVisible();
  await page.getByLabel('Último día').fill('2031-06-01');
  await page.getByRole('button', { name: 'Revisar estos días' }).click();
  await expect(page.getByText('El último día es anterior al primero.')).toBeVisible();
});

const moreLabel = { en: 'More', es: 'Más' } as const;

// Every screen from Today: a tap in the bar at the foot, or More and then a tap in its sheet.
test.describe('the desk on a phone', phoneOnly, () => {
  for (const locale of locales) {
    test(`reaches every screen in at most two taps, the same as at 1280 px (${locale})`, async ({
      page,
    }) => {
      test.slow();
      await signedInDesk(page);
      await page.goto(deskUrl(locale, '/studio'));
      const bar = page.getByRole('navigation', { name: locale === 'es' ? 'Escritorio' : 'Desk' });
      const barNames = (await bar.getByRole('link').allInnerTexts()).map((text) => text.trim());
      expect(barNames).toHaveLength(4);

      await bar.getByRole('button', { name: moreLabel[locale] }).click();
      const sheet = page.getByRole('dialog', { name: moreLabel[locale] });
      const moreNames = (await sheet.getByRole('link').allInnerTexts()).map((text) => text.trim());
      await expect(
        sheet.getByRole('button', { name: locale === 'es' ? 'Cerrar sesión' : 'Sign out' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');

      for (const [index, name] of [...barNames, ...moreNames].entries()) {
        if (index >= barNames.length) {
          await bar.getByRole('button', { name: new RegExp(`^${moreLabel[locale]}`) }).click();
          await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
        } else {
          await bar.getByRole('link', { name, exact: true }).click();
        }
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const current =
          index < barNames.length ? bar.getByRole('link', { name, exact: true }) : undefined;
        if (current) await expect(current).toHaveAttribute('aria-current', 'page');
        else
          await expect(
            bar.getByRole('button', { name: new RegExp(`^${moreLabel[locale]}.*${name}`) }),
          ).toBeVisible();
      }

      await page.setViewportSize({ width: 1280, height: 800 });
      const wide = page.getByRole('navigation', { name: locale === 'es' ? 'Escritorio' : 'Desk' });
      const wideNames = (await wide.getByRole('link').allInnerTexts()).map((text) => text.trim());
      expect(wideNames).toEqual([...barNames, ...moreNames]);
      // Down the side, one line each: thirteen names no longer wrap into a second row.
      const rows = await wide
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()));
      expect(new Set(rows.map(({ left }) => left)).size).toBe(1);
      expect(rows.every(({ height }) => height === rows[0]!.height)).toBe(true);
      await expect(
        page.getByRole('banner').getByRole('button', {
          name: locale === 'es' ? 'Cerrar sesión' : 'Sign out',
          exact: true,
        }),
      ).toBeVisible();
    });
  }
});
