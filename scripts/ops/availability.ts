/**
 * `npm run availability -- close|open|list|rules`: the days the studio takes off, besides the
 * yearly holidays of src/features/booking/config.ts, and its scheduling rules. Stored in the
 * configured database, so every server follows a change at once. With the embedded database,
 * stop the server first (only one process may open it); with DATABASE_URL, run it any time.
 */
import { parseArgs } from 'node:util';
import { dayRange, type ClosedDay } from '../../src/features/booking/closed-days';
import { holidayName } from '@/features/booking/holiday-names';
import { availabilityConfig, defaultSchedulingRules } from '../../src/features/booking/config';
import { studioTimeZone } from '../../src/config/site';
import {
  closeDays,
  openDays,
  upcomingClosedDays,
} from '../../src/features/booking/server/closed-days-service';
import {
  getSchedulingRules,
  saveSchedulingRules,
} from '@/features/booking/server/scheduling-rules-repository';
import { formatSlot } from '@/lib/dates';
import type { Booking } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/types';
import { openConfiguredDatabase } from './lib/database';
import { changedRules, describeRules, ruleOptions } from './lib/scheduling-rules';
import { usageFailure } from './lib/options';

const usage = `Usage:
  npm run availability -- close <YYYY-MM-DD> [--until <YYYY-MM-DD>] [--note "why"]
      closes a day, or every day up to --until; lists bookings already made on them
  npm run availability -- open <YYYY-MM-DD> [--until <YYYY-MM-DD>]
      reopens days closed with close (holidays stay closed)
  npm run availability -- list
      the days off from today: closed days, then the holidays of the coming year
  npm run availability -- rules [show]
      the scheduling rules in force
  npm run availability -- rules set [--hours tue,wed,thu=10:00-15:30] [--hours fri=10:00-12:00,14:00-16:00]
      [--hours sat=] [--session-minutes 30] [--start-every 60] [--buffer-before 10]
      [--buffer-after 10] [--notice-hours 24] [--weeks-ahead 4] [--daily-cap 5|none]
      [--cutoff-hours 12] [--reminders 24h,1h|none]
      [--override 2026-12-23=hours:10:00-12:00] [--override 2026-12-22=blocked:13:00-15:00]
      [--clear-overrides]
      changes the rules named (--hours a day's working hours in studio time, nothing after =
      for none; --override a date's other hours or a time blocked); new slots follow them,
      booked sessions keep their time
  npm run availability -- rules reset
      back to the defaults of src/features/booking/config.ts`;

const fail: (message: string) => never = usageFailure(usage);

function parseCommand() {
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { until: { type: 'string' }, note: { type: 'string' }, ...ruleOptions },
    });
    const [command, day, ...extra] = positionals;
    if (extra.length > 0) fail(`Unexpected argument: ${extra.join(' ')}`);
    const { until, note, ...rules } = values;
    const named = Object.keys(rules).length > 0;
    if (named && !(command === 'rules' && day === 'set')) fail('Rule options go with rules set.');
    return { command, day, until, note, rules };
  } catch (error) {
    fail((error as Error).message);
  }
}

function printDays(title: string, rows: { day: string; name: string }[]) {
  console.log(`${title} (${rows.length})`);
  if (rows.length === 0) console.log('  none');
  for (const { day, name } of rows) console.log(`  ${day}${name ? `  ${name}` : ''}`);
}

const named = ({ day, key }: ClosedDay) => ({ day, name: holidayName(key, 'en') });

function describeBooking(booking: Booking) {
  const when = formatSlot(booking.slotStart, 'en', availabilityConfig.timeZone, { year: true });
  return `  ${when}  ${booking.firstName} ${booking.lastName} <${booking.email}>`;
}

async function rulesCommand(
  db: Database,
  action = 'show',
  values: Parameters<typeof changedRules>[1],
) {
  if (action !== 'show' && action !== 'set' && action !== 'reset')
    fail(`Unknown rules action: ${action}`);
  if (action === 'set' && Object.keys(values).length === 0) fail('Name at least one rule to set.');
  const current = await getSchedulingRules(db);
  if (action !== 'show') {
    const outcome = await saveSchedulingRules(
      db,
      action === 'reset' ? defaultSchedulingRules : changedRules(current, values),
    );
    if (outcome.kind === 'invalid') {
      const problems = Object.entries(outcome.errors).map(([rule, text]) => `  ${rule}: ${text}`);
      console.error(`The rules were not changed:\n${problems.join('\n')}`);
      process.exit(2);
    }
    console.log('Saved. New slots follow these rules; booked sessions keep their time.\n');
  }
  console.log(describeRules(await getSchedulingRules(db), studioTimeZone).join('\n'));
}

async function main() {
  const { command, day, until, note, rules } = parseCommand();
  if (command === 'rules') {
    if (until || note) fail('rules takes no --until or --note.');
    const handle = await openConfiguredDatabase();
    try {
      await rulesCommand(handle.db, day, rules);
    } finally {
      await handle.close();
    }
    return;
  }
  if (command !== 'close' && command !== 'open' && command !== 'list') fail('Unknown command.');
  if (command === 'list' && (day || until || note)) fail('list takes no arguments.');
  if (command === 'open' && note !== undefined) fail('open takes no --note.');
  const range = command === 'list' ? { days: [] } : dayRange(day, until);
  if ('error' in range) fail(range.error);

  const handle = await openConfiguredDatabase();
  try {
    if (command === 'list') {
      const { closedDays, holidays } = await upcomingClosedDays(handle.db, new Date());
      printDays(
        'Closed by command',
        closedDays.map((row) => ({ day: row.day, name: row.note })),
      );
      printDays('Holidays (config.ts)', holidays.map(named));
    } else if (command === 'close') {
      const result = await closeDays(handle.db, range.days, note);
      printDays(
        'Closed',
        result.closed.map((closed) => ({ day: closed, name: note ?? '' })),
      );
      if (result.alreadyClosed.length > 0) {
        console.log(`Already closed: ${result.alreadyClosed.join(', ')}`);
      }
      if (result.holidays.length > 0) {
        console.log(`Holidays in this range: ${result.holidays.map((h) => h.day).join(', ')}`);
      }
      if (result.bookings.length > 0) {
        console.log(
          `\nStill booked on these days (${result.bookings.length}); nothing was cancelled,` +
            ' so write to each visitor or move the session:',
        );
        for (const booking of result.bookings) console.log(describeBooking(booking));
      }
    } else {
      const result = await openDays(handle.db, range.days);
      printDays(
        'Reopened',
        result.opened.map((opened) => ({ day: opened, name: '' })),
      );
      if (result.holidays.length > 0) {
        printDays('Still closed: holidays in config.ts', result.holidays.map(named));
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
