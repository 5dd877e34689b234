import { expect, test } from './support/fixtures';

test('the language button opens the same page in the other language and remembers it', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toSpanish = page.getByRole('link', { name: 'Ver esta página en español' });
  await expect(toSpanish).toHaveText('ES');
  await toSpanish.click();

  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Acerca de Marlowe Creative Studio',
  );
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  const cookie = (await context.cookies()).find((c) => c.name === 'language');
  expect(cookie?.value).toBe('es');

  // A returning visitor who chose Spanish lands on the Spanish page.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/es\/about$/);

  const toEnglish = page.getByRole('link', { name: 'View this page in English' });
  await expect(toEnglish).toHaveText('EN');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).not.toHaveURL(/\/es\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Marlowe Creative Studio');
});

test('the language button keeps the query string and the fragment', async ({ page }) => {
  await page.goto('/?q=agents#faq');
  const toSpanish = page.getByRole('link', { name: 'Ver esta página en español' });
  await expect(toSpanish).toHaveAttribute('href', '/es?q=agents#faq');
  await toSpanish.click();
  await expect(page).toHaveURL((url) => url.pathname === '/es' && url.search === '?q=agents');
  expect(new URL(page.url()).hash).toBe('#faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A fragment the visitor moved to after the page loaded goes along too.
  await page.goto('/es/about');
  const toEnglish = page.getByRole('link', { name: 'View this page in English' });
  await expect(toEnglish).toHaveAttribute('href', '/about');
  await page.evaluate(() => {
    window.location.hash = 'story';
  });
  await expect(toEnglish).toHaveAttribute('href', '/about#story');
  await toEnglish.click();
  await expect(page).toHaveURL((url) => url.pathname === '/about' && url.hash === '#story');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
