import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { expect } from './fixtures';

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? './data/e2e', 'outbox');

/** The first email in the test server's .eml outbox that contains `marker` and passes `accept`. */
export async function findEmail(
  marker: string,
  accept: (message: Email) => boolean = () => true,
): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const raw = await readFile(path.join(outbox, name));
          if (!raw.includes(marker)) continue;
          const message = await PostalMime.parse(raw);
          if (accept(message)) found = message;
        }
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

/** A marker no other test uses, for addresses and company names. */
export function uniqueMarker(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
