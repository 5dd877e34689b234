import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { isUniqueViolation, type Database } from '@/server/db/client';
import type { Booking } from '@/server/db/schema';
import { enqueueEmail } from '@/server/mail/outbox';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import { findSlot } from '../availability';
import { availabilityConfig } from '../config';
import type { BookingRequest } from '../schema';
import { resolveTimeSlot } from '../time-slot';
import {
  ACTIVE_SLOT_CONSTRAINT,
  cancelBookingByTokenHash,
  findActiveBookingAt,
  findBookingByTokenHash,
  insertBooking,
} from './bookings-repository';
import {
  cancellationEmail,
  confirmationEmail,
  studioBookingEmail,
  studioCancellationEmail,
} from './emails';
import { scheduledSlots } from './slots-service';

export interface BookingContext {
  now: Date;
  locale: Locale;
  siteUrl: string;
  studioEmail: string;
}

export type BookingOutcome =
  | { kind: 'created'; booking: Booking }
  /** The same visitor sent the same slot again: their booking, unchanged. */
  | { kind: 'existing'; booking: Booking }
  /** Someone else holds the slot. */
  | { kind: 'taken' }
  /**
   * `timeSlot` names no session (`reason: 'timeSlot'`), or one the studio does not offer now:
   * past, too soon, beyond the horizon, on a closed day (`reason: 'slotUnavailable'`).
   * The reason is the `Booking.errors` key that explains it.
   */
  | { kind: 'unavailable'; reason: 'timeSlot' | 'slotUnavailable' };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameVisitor(booking: Booking, email: string): boolean {
  return booking.email.toLowerCase() === email.toLowerCase();
}

async function outcomeForHeldSlot(db: Database, start: Date, email: string) {
  const holder = await findActiveBookingAt(db, start);
  if (!holder) return undefined;
  return sameVisitor(holder, email)
    ? ({ kind: 'existing', booking: holder } as const)
    : ({ kind: 'taken' } as const);
}

/**
 * Books a strategy session. The booking and its two emails (visitor and studio) are written in
 * one transaction, so the answer is given only once all three are stored. The database's unique
 * index on active slots settles races: of two requests for one slot, exactly one is stored.
 */
export async function bookStrategySession(
  db: Database,
  request: BookingRequest,
  context: BookingContext,
): Promise<BookingOutcome> {
  const start = resolveTimeSlot(request.timeSlot, {
    now: context.now,
    config: availabilityConfig,
    locale: request.locale ?? context.locale,
    timeZone: request.timeZone ?? availabilityConfig.timeZone,
  });
  if (!start) return { kind: 'unavailable', reason: 'timeSlot' };
  const held = await outcomeForHeldSlot(db, start, request.email);
  if (held) return held;

  // Whether the studio holds that session now; who holds it is for the unique index to
  // settle, so a request that loses a race hears "taken", not "unavailable".
  const slot = findSlot(await scheduledSlots(db, context.now), start);
  if (!slot) return { kind: 'unavailable', reason: 'slotUnavailable' };

  const token = randomBytes(32).toString('base64url');
  try {
    const booking = await db.transaction(async (tx) => {
      const created = await insertBooking(tx, {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        company: request.company ?? '',
        challenges: request.challenges,
        goals: request.goals,
        locale: request.locale ?? context.locale,
        timeZone: request.timeZone ?? availabilityConfig.timeZone,
        slotStart: slot.start,
        slotEnd: slot.end,
        cancelTokenHash: hashToken(token),
        createdAt: context.now,
      });
      await enqueueEmail(
        tx,
        'booking.confirmation',
        confirmationEmail(created, context.siteUrl, token),
      );
      await enqueueEmail(
        tx,
        'booking.studio-notification',
        studioBookingEmail(created, context.studioEmail),
      );
      return created;
    });
    wakeOutboxSender();
    return { kind: 'created', booking };
  } catch (error) {
    if (!isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) throw error;
    return (await outcomeForHeldSlot(db, start, request.email)) ?? { kind: 'taken' };
  }
}

/** What a cancel link points at, before or after cancelling. */
export type CancelOutcome =
  | { kind: 'active'; booking: Booking }
  | { kind: 'cancelled'; booking: Booking }
  | { kind: 'already-cancelled'; booking: Booking }
  | { kind: 'past'; booking: Booking }
  | { kind: 'not-found' };

/** Cancels through the emailed token: frees the slot and tells the visitor and the studio. */
export async function cancelBooking(
  db: Database,
  token: string,
  context: Pick<BookingContext, 'now' | 'siteUrl' | 'studioEmail'>,
): Promise<CancelOutcome> {
  const tokenHash = hashToken(token);
  const cancelled = await db.transaction(async (tx) => {
    const booking = await cancelBookingByTokenHash(tx, tokenHash, context.now);
    if (!booking) return undefined;
    await enqueueEmail(tx, 'booking.cancellation', cancellationEmail(booking, context.siteUrl));
    await enqueueEmail(
      tx,
      'booking.studio-cancellation',
      studioCancellationEmail(booking, context.studioEmail),
    );
    return booking;
  });
  if (cancelled) {
    wakeOutboxSender();
    return { kind: 'cancelled', booking: cancelled };
  }
  return describeToken(db, token, context.now);
}

/** What a cancel link points at, without changing anything (the page's first view). */
export async function describeToken(
  db: Database,
  token: string,
  now: Date,
): Promise<Exclude<CancelOutcome, { kind: 'cancelled' }>> {
  const booking = token ? await findBookingByTokenHash(db, hashToken(token)) : undefined;
  if (!booking) return { kind: 'not-found' };
  if (booking.status === 'cancelled') return { kind: 'already-cancelled', booking };
  if (booking.slotStart.getTime() <= now.getTime()) return { kind: 'past', booking };
  return { kind: 'active', booking };
}
