/**
 * `npm run subscribers -- export [--format csv|json]`: every Blogazine address with its status,
 * language and consent history, for the studio's mailing tool or a data request. Unsubscribed
 * addresses are included (they must never be mailed again). With the embedded database, stop
 * the server first.
 */
import { listSubscribersWithConsents } from '../src/features/newsletter/server/subscriptions';
import { toCsv } from './lib/csv';
import { openConfiguredDatabase } from './lib/database';
import { formatOption } from './lib/options';

const usage = `Usage:
  npm run subscribers -- export [--format csv|json]   every address, to standard output (CSV by default)`;

const columns = [
  'email',
  'status',
  'firstName',
  'lastName',
  'locale',
  'subscribedAt',
  'confirmedAt',
  'unsubscribedAt',
  'sources',
] as const;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const format = rest.length ? formatOption(rest) : 'csv';
  if (command !== 'export' || !format) {
    console.error(usage);
    process.exit(2);
  }
  const handle = await openConfiguredDatabase();
  try {
    const rows = (await listSubscribersWithConsents(handle.db)).map(({ subscriber, consents }) => ({
      email: subscriber.email,
      status: subscriber.status,
      firstName: subscriber.firstName,
      lastName: subscriber.lastName,
      locale: subscriber.locale,
      subscribedAt: subscriber.createdAt.toISOString(),
      confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
      consents: consents.map((consent) => ({
        action: consent.action,
        source: consent.source,
        locale: consent.locale,
        article: consent.article,
        at: consent.createdAt.toISOString(),
      })),
    }));
    if (format === 'json') {
      console.log(JSON.stringify(rows, null, 2));
    } else {
      const sources = (row: (typeof rows)[number]) =>
        [
          ...new Set(row.consents.filter((c) => c.action === 'subscribe').map((c) => c.source)),
        ].join('; ');
      process.stdout.write(
        toCsv(
          columns,
          rows.map((row) =>
            columns.map((column) => (column === 'sources' ? sources(row) : row[column])),
          ),
        ),
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
