import { isUniqueViolation } from '@/server/db/client';
import type { Booking, BookingActor, BookingOutcome } from '@/server/db/schema';
import type { Database, Queryable, Transaction } from '@/server/db/types';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import type { SlotProblem } from '../availability';
import type { SchedulingRules } from '../config';
import { changeDeadline, visitorMayChange } from '../lifecycle';
import { bookingUid } from './calendar';
import { syncWrittenCalendar } from './calendar-sync';
import { findBookingByToken, newLinkToken } from './booking-links';
import {
  ACTIVE_SLOT_CONSTRAINT,
  addLinkToken,
  findBookingById,
  markCancelled,
  markMoved,
  setOutcome,
} from './bookings-repository';
import { holdSlot, SlotHeldError } from './slot-hold';
import { mailContext, type MailContext } from './mail-context';
import { planReminders, withdrawReminders } from './reminders';
import { getSchedulingRules } from './scheduling-rules-repository';
import { judgeSlot } from './slots-service';
import { studioCancellationEmail, studioMovedEmail } from './studio-emails';
import { cancellationEmail, movedEmail } from './visitor-emails';

/** A visitor names their booking by the token of an emailed link, the studio by its id. */
export type BookingTarget = { token: string } | { id: string };

interface ChangeOptions extends Partial<MailContext> {
  by: BookingActor;
  now?: Date;
  withinTransaction?: (tx: Transaction) => Promise<void>;
}

type Closed = { kind: 'not-found' } | { kind: 'cancelled' | 'past'; booking: Booking };

type Open = { booking: Booking; rules: SchedulingRules; deadline: Date };
type TooLate = { kind: 'too-late' } & Open;

export type BookingState = Closed | TooLate | ({ kind: 'active' } & Open);

function findTarget(db: Queryable, target: BookingTarget) {
  return 'token' in target ? findBookingByToken(db, target.token) : findBookingById(db, target.id);
}

export async function bookingState(
  db: Queryable,
  target: BookingTarget,
  now = new Date(),
): Promise<BookingState> {
  const booking = await findTarget(db, target);
  if (!booking) return { kind: 'not-found' };
  if (booking.status === 'cancelled') return { kind: 'cancelled', booking };
  if (booking.slotStart.getTime() <= now.getTime()) return { kind: 'past', booking };
  const rules = await getSchedulingRules(db);
  const open = { booking, rules, deadline: changeDeadline(booking.slotStart, rules) };
  return visitorMayChange(booking.slotStart, rules, now)
    ? { kind: 'active', ...open }
    : { kind: 'too-late', ...open };
}

async function changeable(
  db: Queryable,
  target: BookingTarget,
  by: BookingActor,
  now: Date,
): Promise<BookingState> {
  const state = await bookingState(db, target, now);
  return state.kind === 'too-late' && by === 'studio' ? { ...state, kind: 'active' } : state;
}

type CancelOutcome =
  | { kind: 'cancelled' | 'already-cancelled' | 'past'; booking: Booking }
  | TooLate
  | { kind: 'not-found' };

export async function cancelBooking(
  db: Database,
  target: BookingTarget,
  {
    by,
    now = new Date(),
    note = '',
    withinTransaction,
    ...mail
  }: ChangeOptions & { note?: string },
): Promise<CancelOutcome> {
  const state = await changeable(db, target, by, now);
  if (state.kind === 'cancelled') return { kind: 'already-cancelled', booking: state.booking };
  if (state.kind !== 'active') return state;
  const context = mailContext(mail);
  const cancelled = await db.transaction(async (tx) => {
    const booking = await markCancelled(tx, state.booking, { at: now, by, note: note.trim() });
    if (!booking) return undefined;
    await withdrawReminders(tx, booking);
    await enqueueEmail(tx, 'booking.cancellation', cancellationEmail(booking, context));
    await enqueueEmail(
      tx,
      'booking.studio-cancellation',
      studioCancellationEmail(booking, context),
    );
    await syncWrittenCalendar(tx, booking, context.meetingUrl);
    await withinTransaction?.(tx);
    return booking;
  });
  if (!cancelled) {
    const booking = await findTarget(db, target);
    return booking ? { kind: 'already-cancelled', booking } : { kind: 'not-found' };
  }
  wakeOutboxSender();
  return { kind: 'cancelled', booking: cancelled };
}

type MoveOutcome =
  | { kind: 'moved'; booking: Booking }
  | { kind: 'taken' }
  | { kind: 'unavailable'; problem: SlotProblem | 'sameTime'; rules: SchedulingRules }
  | { kind: 'past' | 'cancelled'; booking: Booking }
  | TooLate
  | { kind: 'not-found' };

// The bookings' unique index lets one of two movers win; a higher SEQUENCE updates calendars.
export async function moveBooking(
  db: Database,
  target: BookingTarget,
  newStart: Date,
  { by, now = new Date(), withinTransaction, ...mail }: ChangeOptions,
): Promise<MoveOutcome> {
  const state = await changeable(db, target, by, now);
  if (state.kind !== 'active') return state;
  const { booking, rules } = state;
  if (booking.slotStart.getTime() === newStart.getTime()) {
    return { kind: 'unavailable', problem: 'sameTime', rules };
  }
  const { verdict } = await judgeSlot(db, newStart, now, {
    rules,
    by,
    exceptBookingId: booking.id,
    exceptUid: bookingUid(booking),
  });
  if ('problem' in verdict) {
    return verdict.problem === 'dayFull' || verdict.problem === 'busy'
      ? { kind: 'taken' }
      : { kind: 'unavailable', problem: verdict.problem, rules };
  }
  if (verdict.taken) return { kind: 'taken' };

  const context = mailContext(mail);
  // A visitor's own link goes on working; the studio has none at hand, so it issues a new one.
  const link = 'token' in target ? { token: target.token, hash: undefined } : newLinkToken();
  try {
    const moved = await db.transaction(async (tx) => {
      await holdSlot(tx, verdict.slot, rules, booking.id);
      const updated = await markMoved(tx, booking, { ...verdict.slot, at: now, by });
      if (!updated) return undefined;
      if (link.hash) await addLinkToken(tx, updated.id, link.hash);
      const links = {
        mail: context,
        token: link.token,
        deadline: changeDeadline(updated.slotStart, rules),
      };
      await withdrawReminders(tx, updated);
      await planReminders(tx, updated, rules, links, now);
      await enqueueEmail(tx, 'booking.moved', movedEmail(updated, links));
      await enqueueEmail(tx, 'booking.studio-moved', studioMovedEmail(updated, context));
      await syncWrittenCalendar(tx, updated, context.meetingUrl);
      await withinTransaction?.(tx);
      return updated;
    });
    if (!moved) {
      const current = await bookingState(db, target, now);
      return current.kind === 'cancelled' ? current : { kind: 'taken' };
    }
    wakeOutboxSender();
    return { kind: 'moved', booking: moved };
  } catch (error) {
    if (error instanceof SlotHeldError || isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) {
      return { kind: 'taken' };
    }
    throw error;
  }
}

type MarkOutcome =
  | { kind: 'marked'; booking: Booking }
  | { kind: 'not-started' | 'cancelled'; booking: Booking }
  | { kind: 'not-found' };

/** Whether a session that has begun took place; `null` takes the mark back. */
export async function markBookingOutcome(
  db: Database,
  id: string,
  outcome: BookingOutcome | null,
  {
    now = new Date(),
    withinTransaction,
  }: { now?: Date; withinTransaction?: (tx: Transaction) => Promise<void> } = {},
): Promise<MarkOutcome> {
  const booking = await findBookingById(db, id);
  if (!booking) return { kind: 'not-found' };
  if (booking.status === 'cancelled') return { kind: 'cancelled', booking };
  if (booking.slotStart.getTime() > now.getTime()) return { kind: 'not-started', booking };
  const marked = await db.transaction(async (tx) => {
    const updated = (await setOutcome(tx, id, outcome))!;
    await withinTransaction?.(tx);
    return updated;
  });
  return { kind: 'marked', booking: marked };
}
