import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

const POLL_MS = 250;

/**
 * The link matching `pattern` in the email to `to` that a server without SMTP_URL wrote to
 * `dataDir/outbox`, waited for up to `timeoutMs`. Its origin is the server's SITE_URL.
 */
export async function emailedLink(
  dataDir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<URL> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.eml'),
    );
    for (const name of names) {
      const message = await PostalMime.parse(await readFile(path.join(outbox, name)));
      if (!message.to?.some((address) => address.address === to)) continue;
      const found = pattern.exec(message.text ?? '')?.[0];
      if (found) return new URL(found);
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} with ${pattern} in ${outbox}.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
