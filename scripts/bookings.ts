/**
 * `npm run bookings -- list` and `npm run bookings -- export --format csv|json`: the studio's view
 * of strategy-session bookings, read from the configured database. With the embedded database,
 * stop the server first (only one process may open it); with DATABASE_URL, run it any time.
 */
import { availabilityConfig } from '../src/features/booking/config';
import { listBookings } from '../src/features/booking/server/bookings-repository';
import { formatSlot } from '../src/features/booking/slot-format';
import type { Booking } from '../src/server/db/schema';
import { toCsv } from './lib/csv';
import { openConfiguredDatabase } from './lib/database';
import { formatOption } from './lib/options';

const usage = `Usage:
  npm run bookings -- list                      upcoming, then past bookings
  npm run bookings -- export --format csv|json  every booking, to standard output`;

const columns = [
  'id',
  'status',
  'start',
  'end',
  'studioTime',
  'visitorTime',
  'firstName',
  'lastName',
  'email',
  'company',
  'challenges',
  'goals',
  'locale',
  'timeZone',
  'createdAt',
  'cancelledAt',
] as const;

function record(booking: Booking) {
  return {
    id: booking.id,
    status: booking.status,
    start: booking.slotStart.toISOString(),
    end: booking.slotEnd.toISOString(),
    studioTime: formatSlot(booking.slotStart, 'en', availabilityConfig.timeZone, { year: true }),
    visitorTime: formatSlot(booking.slotStart, 'en', booking.timeZone, { year: true }),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    company: booking.company,
    challenges: booking.challenges,
    goals: booking.goals,
    locale: booking.locale,
    timeZone: booking.timeZone,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
  } satisfies Record<(typeof columns)[number], string | null>;
}

function printList(title: string, rows: Booking[]) {
  console.log(`\n${title} (${rows.length})`);
  if (rows.length === 0) console.log('  none');
  for (const booking of rows) {
    const when = formatSlot(booking.slotStart, 'en', availabilityConfig.timeZone, { year: true });
    const who = `${booking.firstName} ${booking.lastName} <${booking.email}>`;
    const company = booking.company ? `, ${booking.company}` : '';
    const status = booking.status === 'cancelled' ? '  [cancelled]' : '';
    console.log(`  ${when}  ${who}${company}${status}`);
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
      console.log(JSON.stringify([...upcoming, ...past].map(record), null, 2));
    } else {
      const rows = [...upcoming, ...past].map(record);
      process.stdout.write(
        toCsv(
          columns,
          rows.map((row) => columns.map((column) => row[column])),
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
