import type { Locator, Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, isDesktopNav, test, useTheme } from './support/fixtures';
import { bookingEventCount, localized, recordBookingEvents, type Locale } from './support/site';
import { bothWidths, oneWidthPerLanguage } from './support/widths';
import {
  copy,
  dialog,
  emailFor,
  expectToast,
  findEmailedLink,
  openFrom,
  waitForBookingHost,
} from './booking-support';

const SLOTS = '**/api/available-slots**';

// A visitor in Madrid: slots are shown in their zone, six hours ahead of the studio's.
test.use({ timezoneId: 'Europe/Madrid' });
const BOOK = '**/api/book-strategy-session';

async function fillAbout(page: Page, locale: Locale, email: string) {
  const text = copy[locale];
  await dialog(page).getByLabel(text.firstName).fill('Ada');
  await dialog(page).getByLabel(text.lastName).fill('Lovelace');
  await dialog(page).getByLabel(text.email).fill(email);
  await dialog(page).getByLabel(text.company).fill('Analytical Engines');
}

/** Parallel bookings take different slots of the second week, so they never collide. */
const slotIndex = { en: 0, es: 4 } as const satisfies Record<Locale, number>;

for (const locale of ['en', 'es'] as const) {
  const text = copy[locale];

  test(
    `books a session end to end, with every toast (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }, testInfo) => {
      test.slow();
      const email = emailFor(testInfo, locale);
      await openFrom(page, localized(locale, '/'), () =>
        page.getByRole('main').getByRole('button', { name: text.bookButton }).first().click(),
      );
      const modal = dialog(page);
      await expect(modal.getByRole('heading', { name: text.steps[0] })).toBeVisible();
      await expect(modal.getByRole('button', { name: text.back })).toBeDisabled();

      // Step 1: required fields.
      await modal.getByRole('button', { name: text.next, exact: true }).click();
      await expectToast(page, text.requiredTitle, text.requiredText);
      await fillAbout(page, locale, email);
      await modal.getByRole('button', { name: text.next, exact: true }).click();

      // Step 2: slots in the visitor's zone, chosen with the keyboard-accessible radios.
      await expect(modal.getByRole('heading', { name: text.steps[1] })).toBeVisible();
      await expect(modal.getByText(text.availableDays)).toBeVisible();
      await expect(modal.getByText(text.zoneNote)).toBeVisible();
      await modal.getByRole('button', { name: text.next, exact: true }).click();
      await expectToast(page, text.slotTitle, text.slotText);
      await modal.getByRole('button', { name: text.nextWeek }).click();
      const radios = modal.getByRole('radio');
      await expect(radios.first()).toBeVisible();
      await radios.nth(slotIndex[locale]).check();
      await modal.getByRole('button', { name: text.next, exact: true }).click();

      // Step 3: preparation, then the booking.
      await expect(modal.getByRole('heading', { name: text.steps[2] })).toBeVisible();
      await modal.getByRole('button', { name: text.submit }).click();
      await expectToast(page, text.prepareTitle, text.prepareText);
      await modal.getByLabel(text.challenges).fill('Hours lost on manual reports every week.');
      await modal.getByLabel(text.goals).fill('Automated reporting within a quarter.');

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(BOOK, async (route) => {
        await held;
        await route.continue();
      });
      await modal.getByRole('button', { name: text.submit }).click();
      await expect(modal.getByRole('button', { name: text.submitting })).toBeDisabled();
      release();

      await expectToast(page, text.successTitle, text.successText);
      await expect(modal).toBeHidden();

      // The confirmation arrived (as an .eml in the outbox); its link cancels, freeing the slot.
      const link = await findEmailedLink(email, 'cancel');
      expect(link).toContain(
        locale === 'es' ? '/es/booking/cancel?token=' : '/booking/cancel?token=',
      );
      await page.goto(link);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.cancelButton }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.cancelledHeading);
    },
  );

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of (409|503)/] });
    test(
      `shows the server's message when booking fails, and a fallback (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page }, testInfo) => {
        test.slow();
        await openFrom(page, localized(locale, '/'));
        const modal = dialog(page);
        await fillAbout(page, locale, emailFor(testInfo, locale));
        await modal.getByRole('button', { name: text.next, exact: true }).click();
        await modal.getByRole('radio').first().check();
        await modal.getByRole('button', { name: text.next, exact: true }).click();
        await modal.getByLabel(text.challenges).fill('Slow replies.');
        await modal.getByLabel(text.goals).fill('Faster replies.');

        await page.route(BOOK, (route) =>
          route.fulfill({ status: 409, json: { message: text.takenMessage } }),
        );
        await modal.getByRole('button', { name: text.submit }).click();
        await expectToast(page, text.failedTitle, text.takenMessage, 'destructive');
        // The slot was lost: back to choosing a time.
        await expect(modal.getByRole('heading', { name: text.steps[1] })).toBeVisible();

        await modal.getByRole('radio').first().check();
        await modal.getByRole('button', { name: text.next, exact: true }).click();
        await page.unroute(BOOK);
        await page.route(BOOK, (route) => route.fulfill({ status: 503, body: '' }));
        await modal.getByRole('button', { name: text.submit }).click();
        await expectToast(page, text.failedTitle, text.failedText, 'destructive');
        await expect(modal).toBeVisible();
      },
    );
  });
}

test('loads the slots once, on leaving step 1, and shows the loading state', async ({ page }) => {
  let requests = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SLOTS, async (route: Route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  await openFrom(page, '/');
  const modal = dialog(page);
  await fillAbout(page, 'en', 'once@example.com');
  await modal.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(modal.getByText('Loading available times...')).toBeVisible();
  release();
  await expect(modal.getByRole('radio').first()).toBeVisible();
  await modal.getByRole('button', { name: 'Back' }).click();
  await modal.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(modal.getByRole('radio').first()).toBeVisible();
  expect(requests).toBe(1);
});

test.describe('slot states', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });
  test('a failed load shows the error toast and can be retried', async ({ page }) => {
    let fail = true;
    await page.route(SLOTS, (route) =>
      fail ? route.fulfill({ status: 500, body: 'Internal error' }) : route.continue(),
    );
    await openFrom(page, '/');
    const modal = dialog(page);
    await fillAbout(page, 'en', 'error@example.com');
    await modal.getByRole('button', { name: 'Next', exact: true }).click();
    await expectToast(
      page,
      'Error loading time slots',
      'Please try again or contact us directly.',
      'destructive',
    );
    await expect(modal.getByRole('alert')).toContainText('Error loading time slots');
    fail = false;
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect(modal.getByRole('radio').first()).toBeVisible();
  });

  test('no free slot in four weeks, and an empty week', async ({ page }) => {
    const range = {
      from: new Date().toISOString(),
      until: new Date(Date.now() + 28 * 864e5).toISOString(),
    };
    const base = {
      timeZone: 'America/New_York',
      displayTimeZone: 'America/New_York',
      locale: 'en',
      window: range,
      weekdays: [2, 3, 4],
      sessionMinutes: 30,
      weeksAhead: 4,
    };
    await page.route(SLOTS, (route) =>
      route.fulfill({ json: { ...base, slots: [], entries: [] } }),
    );
    await openFrom(page, '/');
    const modal = dialog(page);
    await fillAbout(page, 'en', 'empty@example.com');
    await modal.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(
      modal.getByText('No slots found in the next 4 weeks. Please contact us directly.'),
    ).toBeVisible();
    await expect(
      modal.getByText('Only Tuesday, Wednesday, and Thursday sessions are available.'),
    ).toBeVisible();

    // Reopen with slots only in the third week: the first week shown has slots; earlier ones are empty.
    await page.keyboard.press('Escape');
    const later = new Date(Date.now() + 16 * 864e5);
    later.setUTCHours(15, 0, 0, 0);
    const entry = {
      start: later.toISOString(),
      end: new Date(later.getTime() + 30 * 6e4).toISOString(),
      label: 'later',
    };
    await page.unroute(SLOTS);
    await page.route(SLOTS, (route) =>
      route.fulfill({ json: { ...base, slots: ['later'], entries: [entry] } }),
    );
    await page.evaluate(() => window.dispatchEvent(new Event('openBookingModal')));
    await fillAbout(page, 'en', 'empty@example.com');
    await modal.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(modal.getByRole('radio')).toHaveCount(1);
    await modal.getByRole('button', { name: 'Previous week' }).click();
    await expect(modal.getByText('No available time slots')).toBeVisible();
    await expect(modal.getByText('Please try a different week')).toBeVisible();
  });
});

test('closing by button, backdrop or Escape resets the step and the form', async ({ page }) => {
  test.slow();
  await openFrom(page, '/');
  const modal = dialog(page);
  const close = {
    button: () => modal.getByRole('button', { name: 'Close the booking dialog' }).click(),
    backdrop: () => page.mouse.click(4, 4),
    escape: () => page.keyboard.press('Escape'),
  };
  for (const [how, closeIt] of Object.entries(close)) {
    await fillAbout(page, 'en', `${how}@example.com`);
    await modal.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(modal.getByRole('heading', { name: 'Choose Your Time' })).toBeVisible();
    await closeIt();
    await expect(modal, how).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event('openBookingModal')));
    await expect(modal.getByRole('heading', { name: "Let's get to know you" })).toBeVisible();
    await expect(modal.getByLabel('First name'), how).toHaveValue('');
    await expect(modal.getByLabel('Email'), how).toHaveValue('');
  }
});

test(
  'opens from every call to action, each firing the booking event once',
  bothWidths,
  async ({ page }) => {
    test.slow();
    await page.addInitScript(recordBookingEvents);
    const entryPoints: [path: string, click: () => Promise<void>][] = [
      [
        '/',
        () =>
          page
            .getByRole('main')
            .getByRole('button', { name: 'Book Strategy Session' })
            .first()
            .click(),
      ],
      [
        '/about',
        () => page.getByRole('main').getByRole('button', { name: 'Start Your Project' }).click(),
      ],
      [
        '/about',
        () =>
          page
            .getByRole('main')
            .getByRole('button', { name: 'Book Your Free Discovery Call' })
            .click(),
      ],
      [
        '/about',
        async () => {
          if (isDesktopNav(page)) {
            await page
              .getByRole('banner')
              .getByRole('button', { name: 'Book Strategy Session' })
              .click();
          } else {
            await page.getByRole('button', { name: 'Open menu' }).click();
            await page
              .getByRole('dialog')
              .getByRole('button', { name: 'Book Strategy Session' })
              .click();
          }
        },
      ],
      // Any future call to action fires the same window event.
      [
        '/es/about',
        () => page.evaluate(() => void window.dispatchEvent(new Event('openBookingModal'))),
      ],
    ];
    for (const [path, click] of entryPoints) {
      await openFrom(page, path, click);
      expect(await bookingEventCount(page)).toBe(1);
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(
        path.startsWith('/es') ? 'Conozcámonos' : "Let's get to know you",
      );
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    }
  },
);

test('the radio group works with the keyboard', async ({ page }) => {
  await openFrom(page, '/');
  const modal = dialog(page);
  await fillAbout(page, 'en', 'keys@example.com');
  await modal.getByRole('button', { name: 'Next', exact: true }).click();
  // Each day is its own group; the first day may have a single slot left at this time of day.
  const day = modal
    .getByRole('radiogroup')
    .filter({ has: page.getByRole('radio').nth(1) })
    .first();
  const radios = day.getByRole('radio');
  // Radix checks the radio that receives focus while an arrow key is down: hold each key until
  // the focus has moved, as a person pressing it would.
  const press = async (key: string, expected: Locator) => {
    await page.keyboard.down(key);
    await expect(expected).toBeFocused();
    await page.keyboard.up(key);
  };
  await radios.first().focus();
  await press('ArrowRight', radios.nth(1));
  await expect(radios.nth(1)).toBeChecked();
  await press('ArrowLeft', radios.first());
  await expect(radios.first()).toBeChecked();
  await expect(radios.nth(1)).not.toBeChecked();
});

for (const theme of ['light', 'dark'] as const) {
  // The phone run checks the layout; both themes are checked at desktop width. Only the dialog is
  // scanned, opened over a light page: axe reads the whole document each time, and the home page's
  // took it seconds.
  test(
    `the dialog has no axe violations on any step (${theme})`,
    theme === 'light' ? bothWidths : {},
    async ({ page }) => {
      test.slow();
      await useTheme(page, theme);
      await openFrom(page, '/es/contact');
      const modal = dialog(page);
      await expectNoAxeViolations(page, '[data-testid="booking-dialog"]');
      await fillAbout(page, 'es', 'axe@example.com');
      await modal.getByRole('button', { name: 'Siguiente', exact: true }).click();
      await modal.getByRole('radio').first().check();
      await expectNoAxeViolations(page, '[data-testid="booking-dialog"]');
      await modal.getByRole('button', { name: 'Siguiente', exact: true }).click();
      await expect(modal.getByLabel('Objetivos')).toBeVisible();
      await expectNoAxeViolations(page, '[data-testid="booking-dialog"]');
    },
  );
}

test('loads the dialog code and copy only when it is first opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto('/');
  expect(await response!.text()).not.toContain(copy.en.steps[2]);
  await waitForBookingHost(page);
  const before = scripts.length;
  await page.evaluate(() => window.dispatchEvent(new Event('openBookingModal')));
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(copy.en.steps[0]);
  expect(scripts.length).toBeGreaterThan(before);
});
