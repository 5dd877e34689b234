/**
 * `npm run bookings -- list` and `npm run bookings -- export --format csv|json`: the studio's view
 * of strategy-session bookings, read from the configured database. With the embedded database,
 * stop the server first (only one process may open it); with DATABASE_URL, run it any time.
 */
import { studioTimeZone } from '../../src/config/site';
import { listBookings } from '../../src/features/booking/server/bookings-repository';
import { formatSlot } from '@/lib/dates';
import type { Booking } from '../../src/server/db/schema';
import { bookingRecord, bookingTable } from '@/features/booking/desk/booking-table';
import { csvFile } from '../../src/lib/csv';
import { openConfiguredDatabase } from './lib/database';
import { formatOption } from './lib/options';

const usage = `Usage:
  npm run bookings -- list                      upcoming, then past bookings
  npm run bookings -- export --format csv|json  every booking, to standard output: CSV as the
                                                desk's download, JSON as stored`;

function printList(title: string, rows: Booking[]) {
  console.log(`\n${title} (${rows.length})`);
  if (rows.length === 0) console.log('  none');
  for (const booking of rows) {
    const when = formatSlot(booking.slotStart, 'en', studioTimeZone, { year: true });
    const who = `${booking.firstName} ${booking.lastName} <${booking.email}>`;
    const company = booking.company ? `, ${booking.company}` : '';
    const marks = [
      booking.status === 'cancelled' && `cancelled by the ${booking.cancelledBy ?? 'visitor'}`,
      booking.movedBy && `moved by the ${booking.movedBy}`,
      booking.outcome,
    ].filter(Boolean);
    console.log(`  ${when}  ${who}${company}${marks.length ? `  [${marks.join(', ')}]` : ''}`);
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const format = formatOption(rest);
  if (command !== 'list' && !(command === 'export' && format)) {
    console.error(usage);
    process.exit(2);
  }

  const handle = await openConfiguredDatabase();
  try {
    const { upcoming, past } = await listBookings(handle.db, new Date());
    if (command === 'list') {
      printList('Upcoming', upcoming);
      printList('Past', past);
    } else if (format === 'json') {
      console.log(
        JSON.stringify(
          [...upcoming, ...past].map((booking) => bookingRecord(booking)),
          null,
          2,
        ),
      );
    } else {
      process.stdout.write(csvFile(bookingTable([...upcoming, ...past], 'en')));
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
