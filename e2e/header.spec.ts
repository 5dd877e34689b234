import { expect, test } from './support/fixtures';
import { bookingEventCount, localized, recordBookingEvents, serviceSlugs } from './support/site';
import { bothWidths, phoneOnly } from './support/widths';

const serviceNames = {
  en: [
    'Custom AI Agents',
    'Lead Gen & Qualification',
    'AI Automations',
    'AI Marketing Solutions',
    'AI Training',
    'AI Customer Service',
    'Website Design',
    'App Development',
  ],
  es: [
    'Agentes de IA a medida',
    'Captación y calificación de prospectos',
    'Automatizaciones con IA',
    'Soluciones de marketing con IA',
    'Capacitación en IA',
    'Atención al cliente con IA',
    'Diseño de sitios web',
    'Desarrollo de aplicaciones',
  ],
} as const;

test.describe('desktop header', () => {
  for (const locale of ['en', 'es'] as const) {
    test(`services menu lists the eight services (${locale})`, async ({ page }) => {
      await page.goto(localized(locale, '/about'));
      const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' });
      const toggle = nav.getByRole('button', { name: locale === 'en' ? 'Services' : 'Servicios' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const items = nav.getByRole('listitem').getByRole('link');
      await expect(items).toHaveCount(8);
      await expect(items).toHaveText([...serviceNames[locale]]);
      for (const [index, slug] of serviceSlugs.entries()) {
        await expect(items.nth(index)).toHaveAttribute(
          'href',
          localized(locale, `/services/${slug}`),
        );
      }
      await page.keyboard.press('Escape');
      await expect(items.first()).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await page.getByRole('main').click({ position: { x: 5, y: 5 } });
      await expect(items.first()).toBeHidden();
    });
  }

  test('the services menu closes when keyboard focus leaves it', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    const links = nav.getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible();
    for (let index = 0; index < 9; index += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeFocused();
    await expect(links.first()).toBeHidden();
  });
});

test('the header turns solid once the page scrolls past 10 px', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 10));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveCSS('box-shadow', /rgba/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test.describe('phone header', phoneOnly, () => {
  test('theme, language and menu controls are in the bar; the menu slides in at 300 px', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Ver esta página en español' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Book Strategy Session' })).toBeHidden();
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Measured once the slide-in has finished: it ends flush with the right edge.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box && [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([300, 390]);
    for (const name of ['Home', 'Portfolio', 'FAQ', 'About', 'AI Assessment Center', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of serviceNames.en) {
      await expect(menu.getByRole('link', { name })).toHaveCount(1);
    }
    await expect(menu.getByRole('link', { name: 'AI Assessment Center' })).toHaveAttribute(
      'href',
      '/ai-assessment-center',
    );
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'About Marlowe Creative Studio',
    );
  });

  test('the menu is 400 px wide from the sm breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = await page.getByRole('dialog', { name: 'Menu' }).boundingBox();
    expect(Math.round(box!.width)).toBe(400);
  });

  test('any choice closes the menu; booking from it fires the event', async ({ page }) => {
    await page.addInitScript(recordBookingEvents);
    await page.goto('/es/about');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('button', { name: 'Reservar sesión estratégica' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => bookingEventCount(page)).toBe(1);
    // The booking dialog opened over the page; close it before using the menu again.
    await expect(page.getByRole('dialog', { name: 'Conozcámonos' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Conozcámonos' })).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('link', { name: 'Inicio' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/es$/);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('header width', () => {
  for (const locale of ['en', 'es'] as const) {
    test(`keeps every label on one line from 1024 to 1440 px (${locale})`, async ({ page }) => {
      await page.goto(localized(locale, '/'));
      const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' });
      for (const width of [1024, 1279, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const overflowing = await page.locator('header').evaluate((header) =>
          [header.firstElementChild!, ...header.querySelectorAll('a, button')]
            .filter((element) => element.getClientRects().length > 0)
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth ||
                element.scrollHeight > element.clientHeight,
            )
            .map((element) => element.textContent),
        );
        expect(overflowing, `at ${width} px`).toEqual([]);
        if (width >= 1280) await expect(nav).toBeVisible();
        else await expect(nav).toBeHidden();
      }
    });
  }
});

test(
  'a header still being parsed stays invisible, so its buttons never slide in (en, es)',
  bothWidths,
  async ({ page }) => {
    // Four page loads at a quarter of the CPU's speed.
    test.slow();
    // Nothing holds the first paint of the page itself.
    await page.goto('/es');
    await expect(page.locator('head [blocking="render"]')).toHaveCount(0);
    // The bar shows once anything follows it; a copy with nothing after it stays hidden.
    expect(
      await page.evaluate(() => {
        const holder = document.createElement('div');
        const bar = holder.appendChild(document.querySelector('header')!.cloneNode(true));
        document.body.append(holder);
        const whileParsing = getComputedStyle(bar as Element).visibility;
        holder.append(document.createElement('main'));
        const afterwards = getComputedStyle(bar as Element).visibility;
        holder.remove();
        return [whileParsing, afterwards];
      }),
    ).toEqual(['hidden', 'visible']);

    // A slow phone is where half-parsed paints happen: load the pages at a quarter of the speed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      type LayoutShift = PerformanceEntry & { sources: { node: Node | null }[] };
      const shifts: string[] = [];
      Object.assign(window, { headerShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          for (const { node } of entry.sources) {
            if (node instanceof Element && node.closest('header')) {
              shifts.push(node.outerHTML.slice(0, 80));
            }
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/es', '/', '/es', '/']) {
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => Reflect.get(window, 'headerShifts') as string[])).toEqual(
        [],
      );
    }
  },
);
