/**
 * `npm run studio -- invite`: prints a one-time link that adds a passkey to the studio desk. With
 * the embedded database, stop the server first (only one process may open it); with DATABASE_URL,
 * run it any time. A server started while the desk has no passkey logs and emails a link itself.
 */
import { parseArgs } from 'node:util';
import { parseServerEnv } from '../../src/config/env-schema';
import { INVITE_LIFETIME_MINUTES } from '../../src/config/desk-limits';
import { createInvite, inviteUrl } from '@/features/studio/auth/server/invites-repository';
import { isLocale } from '../../src/i18n/routing';
import { openConfiguredDatabase } from './lib/database';
import { usageFailure } from './lib/options';

const usage = `Usage:
  npm run studio -- invite [--language en|es]
      prints a link that adds a passkey to the studio desk (once, within ${INVITE_LIFETIME_MINUTES} minutes)`;

const fail: (message: string) => never = usageFailure(usage);

function parseCommand() {
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { language: { type: 'string', default: 'en' } },
    });
    const [command, ...extra] = positionals;
    if (command !== 'invite') fail(command ? `Unknown command: ${command}` : 'Name a command.');
    if (extra.length > 0) fail(`Unexpected argument: ${extra.join(' ')}`);
    if (!isLocale(values.language)) fail('--language is en or es.');
    return { locale: values.language };
  } catch (error) {
    fail((error as Error).message);
  }
}

async function main() {
  const { locale } = parseCommand();
  const handle = await openConfiguredDatabase();
  try {
    const token = await createInvite(handle.db, 'command', new Date());
    const { SITE_URL } = parseServerEnv(process.env);
    console.log(
      `Open this link within ${INVITE_LIFETIME_MINUTES} minutes, on the device that will hold ` +
        `the passkey (it works once):\n${inviteUrl(SITE_URL, locale, token)}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
