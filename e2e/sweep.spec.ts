import { deskScreens, deskSweep, openDeskScreen, type DeskScreen } from './support/desk-screens';
import { test } from './support/fixtures';
import { locales, localized, sitePages } from './support/site';
import { expectScreenSound } from './support/sweep';
import { bothWidths } from './support/widths';

// Each page and desk screen is loaded once per language and width, and checked whole in that
// visit (support/sweep.ts): axe in both themes, its scripts inside the policy, the console, the
// width. A page or screen added to its list is checked with the rest.
test.describe('every screen, whole', bothWidths, () => {
  test.describe.configure({ timeout: 60_000 });

  for (const locale of locales) {
    for (const { name, path } of sitePages) {
      test(`${name} (${locale})`, async ({ page }) => {
        await expectScreenSound(page, locale, () => page.goto(localized(locale, path)));
      });
    }

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 404/] });
      test(`the 404 screen (${locale})`, async ({ page }) => {
        await expectScreenSound(page, locale, () =>
          page.goto(localized(locale, '/not-a-real-page')),
        );
      });
    });

    const deskTest = (screen: DeskScreen) =>
      test(`desk: ${screen.name} (${locale})`, async ({ page }) => {
        const undo: (() => Promise<void>)[] = [];
        const open = async () => {
          const erase = await openDeskScreen(page, locale, screen);
          if (erase) undo.push(erase);
        };
        await expectScreenSound(page, locale, open, deskSweep(page, locale));
        for (const erase of undo) await erase();
      });
    deskScreens.filter((screen) => !screen.missing).forEach(deskTest);
    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 404/] });
      deskScreens.filter((screen) => screen.missing).forEach(deskTest);
    });
  }
});
