import ICAL from 'ical.js';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { bookStrategySession } from '@/features/booking/server/booking-service';
import type { BookingRequest } from '@/features/booking/schema';
import { offeredSlots } from '@/features/booking/server/slots-service';
import { emailOutbox, type OutboxMessage, type OutboxRow } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { visitor } from './requests';

export const mail = { siteUrl: 'https://marlowe.test', studioEmail: 'studio@marlowe.test' };

/** Books the `index`-th free slot for `email`, as the dialog would. */
export async function bookFreeSlot(
  db: Database,
  email: string,
  {
    index = 0,
    now = new Date(),
    ...overrides
  }: Partial<Omit<BookingRequest, 'email' | 'timeSlot'>> & { index?: number; now?: Date } = {},
) {
  const slot = (await offeredSlots(db, now))[index];
  if (!slot) throw new Error(`No free slot number ${index}`);
  const outcome = await bookStrategySession(
    db,
    { ...visitor, ...overrides, email, timeSlot: slot.start.toISOString() },
    { now, locale: 'en', ...mail },
  );
  if (outcome.kind !== 'created') throw new Error(`Booking was ${outcome.kind}`);
  return outcome.booking;
}

/** The emails queued for an address, oldest first, sent or not. */
export async function emailsTo(db: Database, to: string, kind?: string): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(kind ? eq(emailOutbox.kind, kind) : undefined)
    .orderBy(asc(emailOutbox.createdAt));
  return rows.filter((row) => row.message.to === to);
}

export async function unsentReminders(db: Database, to: string): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'booking.reminder'), isNull(emailOutbox.sentAt)))
    .orderBy(asc(emailOutbox.nextAttemptAt));
  return rows.filter((row) => row.message.to === to);
}

/** The token of the last emailed link a visitor got. */
export async function linkToken(db: Database, to: string): Promise<string> {
  const rows = (await emailsTo(db, to)).filter((row) => /token=/.test(row.message.text));
  const match = /token=([\w-]+)/.exec(rows.at(-1)?.message.text ?? '');
  if (!match) throw new Error(`No link emailed to ${to}`);
  return match[1]!;
}

export function invitationOf(message: OutboxMessage) {
  const calendar = new ICAL.Component(ICAL.parse(message.calendar!.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    location: String(event.getFirstPropertyValue('location')),
    status: event.getFirstPropertyValue('status'),
  };
}
