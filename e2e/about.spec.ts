import { expect, test } from './support/fixtures';
import { recordBookingEvents, bookingEventCount } from './support/site';

test('About page sections and buttons (English)', async ({ page }) => {
  await page.addInitScript(recordBookingEvents);
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Marlowe Creative Studio');
  await expect(main).toContainText('Chincoteague Island, Virginia');
  for (const heading of ['My AI Journey', 'My Approach', "Let's Connect"]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'The studio is a good fit for' })).toBeVisible();
  await expect(main.locator('ol > li')).toHaveCount(3);

  // Each button opens the booking dialog, which is closed again before the next click.
  const closeBookingDialog = async () => {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  };
  await main.getByRole('button', { name: 'Start Your Project' }).click();
  expect(await bookingEventCount(page)).toBe(1);
  await closeBookingDialog();
  await main.getByRole('button', { name: 'Book Your Free Discovery Call' }).click();
  expect(await bookingEventCount(page)).toBe(2);
  await closeBookingDialog();

  await main.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/#introduction$/);
  await expect
    .poll(() =>
      page.locator('#introduction').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBe(64);
});
