import type { Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import { expect, test } from './support/fixtures';
import { deskUrl, signedInDesk } from './support/desk';
import { bookSession, eraseEverythingOf, sendLead } from './support/desk-records';
import { findEmail, uniqueMarker } from './support/outbox';

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
  await bookSession(page.request, `${cancelled}@example.com`, cancelled);
  await bookSession(page.request, `${moved}@example.com`, moved);
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
  // Not a 3 PM time, which this file's other tests book while this one runs.
  const choice = moveDialog.getByRole('radio', { name: /^2:00 PM/ }).last();
  await choice.check();
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

test('the owner downloads the leads as CSV', async ({ page }) => {
  const company = uniqueMarker('Desk Leads');
  const email = `${uniqueMarker('desk-lead')}@example.com`;
  await sendLead(page.request, email, company);
  await signedInDesk(page);
  await page.goto(deskUrl('en', '/studio/leads'));
  await expect(page.getByRole('heading', { name: company })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\r\n')[0]).toMatch(/^"ID","Kind","Received at \(UTC\)"/);
  expect(text).toContain(`"${company}"`);

  await eraseEverythingOf(page, email);
});

test('the owner erases a person after seeing everything that goes', async ({ page }) => {
  const marker = uniqueMarker('desk-erase');
  const email = `${marker}@example.com`;
  await bookSession(page.request, email, marker);
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
  await expect(preview.getByText(/Independence Day/)).toBeVisible();
  await page.getByLabel('Último día').fill('2031-06-01');
  await page.getByRole('button', { name: 'Revisar estos días' }).click();
  await expect(page.getByText('El último día es anterior al primero.')).toBeVisible();
});
