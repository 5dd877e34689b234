/**
 * Enrolls the owner's passkey on one server and signs in, as the browser tests do, then prints
 * the session cookie's value. Run by `signInOwner` (desk-servers.ts) with E2E_PORT and
 * E2E_DATA_DIR naming the server: e2e/support/desk.ts reads them when it loads, so each server
 * gets a process of its own.
 */
import { chromium } from '@playwright/test';
import { SESSION_COOKIE, signedInDesk } from '../../../e2e/support/desk';
import { chromiumArgs, findChromium } from './chromium';

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await signedInDesk(page);
    const cookie = (await page.context().cookies()).find(({ name }) => name === SESSION_COOKIE);
    if (!cookie) throw new Error('Signed in, but no session cookie was set.');
    process.stdout.write(cookie.value);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
