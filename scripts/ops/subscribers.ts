/**
 * `npm run subscribers -- export [--format csv|json]`: every Blogazine address with its status,
 * language and consent history, for the studio's mailing tool or a data request. Unsubscribed
 * addresses are included (they must never be mailed again). With the embedded database, stop
 * the server first.
 */
import { listSubscribersWithConsents } from '../../src/features/newsletter/server/subscribers-repository';
import { csvFile } from '../../src/lib/csv';
import { subscriberRecord, subscriberTable } from '@/features/newsletter/desk/subscriber-table';
import { openConfiguredDatabase } from './lib/database';
import { formatOption } from './lib/options';

const usage = `Usage:
  npm run subscribers -- export [--format csv|json]   every address, to standard output (CSV by default)`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const format = rest.length ? formatOption(rest) : 'csv';
  if (command !== 'export' || !format) {
    console.error(usage);
    process.exit(2);
  }
  const handle = await openConfiguredDatabase();
  try {
    const list = await listSubscribersWithConsents(handle.db);
    if (format === 'json') {
      console.log(JSON.stringify(list.map(subscriberRecord), null, 2));
    } else {
      process.stdout.write(csvFile(subscriberTable(list, 'en')));
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
