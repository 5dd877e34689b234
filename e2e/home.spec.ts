import type { Locator, Page } from '@playwright/test';
import { dialog as bookingDialog, waitForBookingHost } from './booking-support';
import { expectNoAxeViolations } from './support/axe';
import { expect, isDesktopNav, isPhone, test } from './support/fixtures';
import { switchToDarkTheme } from './support/page-scripts';
import { bookingEventCount, locales, localized, recordBookingEvents } from './support/site';
import { bothWidths, oneWidthPerLanguage } from './support/widths';

const firstTitle = {
  en: 'AI that earns its place in your business',
  es: 'IA que se gana su lugar en su empresa',
} as const;

/** Scrolls the whole page so every entrance animation has started (axe waits for its end). */
async function revealEverything(page: Page) {
  // The page grows as sections are rendered at their real height, so the end is re-read each step.
  for (let y = 0; ; y += 500) {
    const end = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight - window.innerHeight;
    }, y);
    await page.waitForTimeout(40);
    if (y >= end) break;
  }
  await expect(page.locator('[data-reveal=pending]')).toHaveCount(0);
}

const scrollLeft = (strip: Locator) => strip.evaluate((el) => el.scrollLeft);
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test('sections play their entrance once; a jump to the end leaves nothing hidden', async ({
  page,
}) => {
  await page.goto('/');
  const pending = page.locator('[data-reveal=pending]');
  await expect.poll(() => pending.count()).toBeGreaterThan(3);
  await expect(page.locator('#services [data-reveal]').first()).toHaveCSS('opacity', '0');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Walking back up from the end, every block the jump passed is shown as it comes into view.
  for (const block of (await page.locator('[data-reveal]').all()).reverse()) {
    await block.scrollIntoViewIfNeeded();
    await expect(block).not.toHaveAttribute('data-reveal', 'pending');
    await expect(block).toHaveCSS('opacity', '1');
  }
  await expect(pending).toHaveCount(0);
});

test.describe('hero', () => {
  const secondTitleStart = { en: 'Agents that', es: 'Agentes que' } as const;

  for (const locale of locales) {
    test(
      `the headline is the first title for assistive technology and types on screen (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        await page.goto(localized(locale, '/'));
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toHaveAccessibleName(firstTitle[locale]);
        // The server renders the first title whole; in the browser it is deleted and the next typed.
        const typed = page.locator('[data-typewriter-text]');
        const served = await (await page.request.get(localized(locale, '/'))).text();
        expect(served).toMatch(
          new RegExp(`data-typewriter-text=""[^>]*><span[^>]*>${firstTitle[locale]}<`),
        );
        await expect
          .poll(async () => (await typed.textContent())!.length, { timeout: 6000 })
          .toBeLessThan(firstTitle[locale].length - 5);
        await expect(typed).toHaveText(new RegExp(`^${secondTitleStart[locale]}`), {
          timeout: 10_000,
        });
        await expect(heading).toHaveAccessibleName(firstTitle[locale]);
      },
    );
  }

  test('the headline keeps its height while it types', bothWidths, async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    const heights = new Set<number>();
    for (let i = 0; i < 12; i += 1) {
      heights.add(Math.round((await heading.boundingBox())!.height));
      await page.waitForTimeout(250);
    }
    expect(heights.size).toBe(1);
  });

  test('gallery images lead to the services, the portfolio and the chamber event', async ({
    page,
  }) => {
    await page.goto('/');
    const gallery = page.getByRole('group', { name: 'Recent projects' });
    // The loop's second pass is hidden from assistive technology, so each image counts once.
    const links = gallery.getByRole('link');
    await expect(links).toHaveCount(8);
    const hrefs = await links.evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(
      new Set([
        '/services/website-design',
        '/services/ai-training',
        '/services/custom-ai-agents',
        '/services/ai-automations',
        '#portfolio',
        'https://www.chincoteaguechamber.com/',
      ]),
    );
    const external = gallery.locator('a[target=_blank]');
    await expect(external).toHaveCount(2);
    await expect(external.first()).toHaveAttribute('rel', 'noopener');
    await expect(gallery.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(1);
    await expect(gallery.locator('ul')).toHaveCount(4);
    await expect(gallery.locator('ul[inert]')).toHaveCount(2);
    const directions = await gallery
      .locator('ul:first-child')
      .evaluateAll((lists) =>
        lists.map((list) => getComputedStyle(list.parentElement!).animationDirection),
      );
    expect(directions).toEqual(['normal', 'reverse']);
  });
});

test.describe('moving parts', () => {
  test('the logo marquee: two rows of eight, three copies, 40 s a cycle, paused on hover', async ({
    page,
  }) => {
    await page.goto('/');
    const marquee = page.locator('section[aria-labelledby=trusted-by-heading]');
    await expect(marquee.getByRole('listitem')).toHaveCount(16);
    const tracks = marquee.locator('[class*="animate-marquee"]');
    await expect(tracks).toHaveCount(2);
    for (const track of await tracks.all()) {
      await expect(track.locator(':scope > ul')).toHaveCount(3);
      await expect(track).toHaveCSS('animation-duration', '40s');
    }
    const region = marquee.locator('[data-playing]');
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-playing', 'true');
    await expect(tracks.first()).toHaveCSS('animation-play-state', 'running');
    await region.hover();
    await expect(region).toHaveAttribute('data-playing', 'false');
    await expect(tracks.first()).toHaveCSS('animation-play-state', 'paused');
    await region.getByRole('button', { name: 'Pause animation' }).focus();
    await expect(region).toHaveAttribute('data-playing', 'false');
  });

  test('the galaxy: 8 large, 15 medium, 50 small stars and 20 particles behind the statement', async ({
    page,
  }) => {
    await page.goto('/');
    const galaxy = page.locator('section[aria-labelledby=galaxy-statement]');
    await expect(galaxy.getByRole('heading', { level: 2 })).toHaveText(
      "We believe effective AI integration isn't about replacing human talent, It's about enhancing it",
    );
    // Each star or particle is one box-shadow of its group's element.
    const lights = (selector: string) =>
      galaxy
        .locator(selector)
        .evaluateAll((groups) =>
          groups.reduce(
            (sum, group) => sum + getComputedStyle(group).boxShadow.split(/,(?![^(]*\))/).length,
            0,
          ),
        );
    expect(await lights('[data-star=large]')).toBe(8);
    expect(await lights('[data-star=medium]')).toBe(15);
    expect(await lights('[data-star=small]')).toBe(50);
    expect(await lights('[data-particle]')).toBe(20);
    const region = galaxy.locator('[data-playing]');
    await expect(region).toHaveAttribute('data-playing', 'false');
    await galaxy.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-playing', 'true');
    const pause = region.getByRole('button', { name: 'Pause animation' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await pause.blur();
    await expect(region).toHaveAttribute('data-playing', 'false');
    await expect(galaxy.locator('[data-star]').first()).toHaveCSS('animation-play-state', 'paused');
  });

  test('under reduced motion everything holds still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const typed = page.locator('[data-typewriter-text]');
    await expect(typed).toHaveText(firstTitle.en);
    await page.waitForTimeout(3000);
    await expect(typed).toHaveText(firstTitle.en);
    const animated = await page
      .locator('main [class*="animate-"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => getComputedStyle(node).animationName).filter((name) => name !== 'none'),
      );
    expect(animated).toEqual([]);
    const strip = page.locator('[data-portfolio-strip]');
    await strip.scrollIntoViewIfNeeded();
    const start = await scrollLeft(strip);
    await page.waitForTimeout(600);
    expect(await scrollLeft(strip)).toBe(start);
    await expect(page.locator('[data-reveal=pending]')).toHaveCount(0);
  });
});

test.describe('services', () => {
  test('hover or keyboard focus blurs the description and shows Learn more', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#services li').first();
    const description = card.locator('p');
    const learnMore = card.getByText('Learn more');
    await expect(learnMore).toHaveCSS('opacity', '0');
    await expect(description).toHaveCSS('filter', 'none');
    await card.getByRole('link').focus();
    await expect(learnMore).toHaveCSS('opacity', '1');
    await expect(description).toHaveCSS('filter', /blur/);
    await card.getByRole('link').blur();
    await card.hover();
    await expect(learnMore).toHaveCSS('opacity', '1');
    await expect(description).toHaveCSS('filter', /blur/);
  });
});

test.describe('portfolio', bothWidths, () => {
  test('nine projects with title, category and tags, one screen tall', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#portfolio');
    const cards = section.locator('[data-portfolio-strip] > li');
    await expect(cards).toHaveCount(9);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.locator('p')).not.toBeEmpty();
      expect(await card.locator('li').count()).toBeGreaterThanOrEqual(2);
    }
    const viewport = page.viewportSize()!;
    const box = (await section.boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.max(800, viewport.height - 60));
    if (isDesktopNav(page)) {
      expect(Math.round((await cards.first().boundingBox())!.width)).toBe(400);
    }
  });

  test('scrolls itself, pauses on hover and focus, and wraps at the end', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('[data-portfolio-strip]');
    await strip.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const start = await scrollLeft(strip);
    await expect.poll(() => scrollLeft(strip)).toBeGreaterThan(start + 10);

    if (!isPhone(page)) {
      await strip.hover();
      await page.waitForTimeout(100);
      const held = await scrollLeft(strip);
      await page.waitForTimeout(500);
      expect(await scrollLeft(strip)).toBe(held);
      const overlay = strip.locator('li').first().locator('h3').locator('..');
      await strip.locator('li').first().hover();
      await expect(overlay).toHaveCSS('opacity', '1');
      await page.mouse.move(0, 0);
    }

    const firstCard = strip.locator('article').first();
    await firstCard.focus();
    await page.waitForTimeout(100);
    const focused = await scrollLeft(strip);
    await page.waitForTimeout(500);
    expect(await scrollLeft(strip)).toBe(focused);
    await expect(firstCard.locator('h3').locator('..')).toHaveCSS('opacity', '1');
    await firstCard.blur();

    const end = await strip.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    // Back near the start, however far it has drifted again before a busy machine looks.
    await expect.poll(() => scrollLeft(strip)).toBeLessThan(end / 2);
  });

  test('keyboard and buttons move through the projects', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('[data-portfolio-strip]');
    await strip.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Pause auto-scroll' }).click();
    await expect(page.getByRole('button', { name: 'Pause auto-scroll' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const before = await scrollLeft(strip);
    await page.getByRole('button', { name: 'Next projects' }).click();
    await expect.poll(() => scrollLeft(strip)).toBeGreaterThan(before + 200);
    const last = strip.locator('article').last();
    await last.focus();
    await expect(last).toBeInViewport();
  });
});

test.describe('contact', () => {
  test('the contact button fires openBookingModal and the dialog opens', async ({ page }) => {
    await page.addInitScript(recordBookingEvents);
    await page.goto('/es#contact');
    await waitForBookingHost(page);
    await page
      .locator('#contact')
      .getByRole('button', { name: 'Reservar sesión estratégica' })
      .click();
    await expect.poll(() => bookingEventCount(page)).toBe(1);
    await expect(bookingDialog(page)).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('one answer open at a time, and it closes again', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('#faq details');
    const questions = page.locator('#faq summary');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toHaveAttribute('data-value', 'item-0');
    await expect(items.nth(5)).toHaveAttribute('data-value', 'item-5');
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
    await questions.nth(0).click();
    await expect(page.locator('#faq details[open]')).toHaveCount(1);
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0)).toContainText('2-4 weeks');
    await expect(page.getByText('2-4 weeks')).toBeVisible();
    await questions.nth(3).click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(page.locator('#faq details[open]')).toHaveCount(1);
    await questions.nth(3).click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });

  test('the questions work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const first = page.locator('#faq summary').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });
});

test.describe('anchor scrolling', () => {
  test(
    'the header’s Portfolio and FAQ leave the section 64 px below the top',
    bothWidths,
    async ({ page }) => {
      await page.goto('/');
      for (const [name, id] of [
        ['Portfolio', 'portfolio'],
        ['FAQ', 'faq'],
      ] as const) {
        if (isDesktopNav(page)) {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
        }
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect.poll(() => sectionTop(page, id)).toBe(64);
      }
    },
  );

  test('a link from another page lands on the section below the header', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/#case-studies$/);
    await expect.poll(() => sectionTop(page, 'case-studies')).toBe(64);
  });
});

for (const locale of locales) {
  test(
    `no axe violations in either theme once every section has appeared (${locale})`,
    bothWidths,
    async ({ page }) => {
      // Scrolls the whole page, then audits every section of it, in light and then in dark.
      test.slow();
      await page.goto(localized(locale, '/'));
      await revealEverything(page);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (locale === 'en' && !isPhone(page)) {
        // The comparison's copy is read from the served page; here it must show.
        const comparison = page.locator('#comparison');
        for (const name of ['Other Firms', 'Marlowe Creative Studio']) {
          await expect(comparison.getByRole('heading', { name })).toBeVisible();
        }
        for (const benefit of ['20x productivity boost', 'Full data ownership', 'Measurable ROI']) {
          await expect(comparison.getByText(benefit, { exact: true })).toBeVisible();
        }
      }
      await expectNoAxeViolations(page);
      await switchToDarkTheme(page, locale);
      await expectNoAxeViolations(page);
    },
  );
}
