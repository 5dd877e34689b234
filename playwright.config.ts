import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/measure/lib/chromium';
import { bothWidths, phoneOnly } from './e2e/support/widths';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = findChromium();

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    // Tracing every test (a snapshot of each step) made the suite up to 1.8 times slower on 2 cores;
    // a failure is traced on its retry in CI, or with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  // Behaviour runs once, at desktop width; tags (e2e/support/widths.ts) add the phone run where the
  // layout matters (axe on every page, menus, carousels) or move one language's check there.
  projects: [
    {
      name: 'desktop',
      grepInvert: new RegExp(phoneOnly.tag),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: [new RegExp(bothWidths.tag), new RegExp(phoneOnly.tag)],
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    command: 'node scripts/server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR ?? './data/e2e',
      PORT: String(port),
      // A fixed key for the calendars the desk tests connect, served by the tests on loopback.
      STUDIO_SECRET: 'e2'.repeat(32),
      CALENDAR_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  },
});
