import { expect, test } from './support/fixtures';

test('About page sections, and Learn More glides to the introduction (English)', async ({
  page,
}) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Marlowe Creative Studio');
  await expect(main).toContainText('Chincoteague Island, Virginia');
  for (const heading of ['My AI Journey', 'My Approach', "Let's Connect"]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'The studio is a good fit for' })).toBeVisible();
  await expect(main.locator('ol > li')).toHaveCount(3);

  // Its two booking buttons are used in booking.spec.ts (every call to action).
  await main.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/#introduction$/);
  await expect
    .poll(() =>
      page.locator('#introduction').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBe(64);
});
