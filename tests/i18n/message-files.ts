import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';

const messagesDir = path.resolve(__dirname, '../../messages');

/** Every message file of a language, merged the way the site loads them. */
export function readMessages(locale: Locale): Record<string, unknown> {
  const folder = path.join(messagesDir, locale);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8'))),
  );
}

export function messageFileNames(locale: Locale): string[] {
  return readdirSync(path.join(messagesDir, locale)).sort();
}
