import type { Locale } from '@/i18n/routing';
import { isUniqueViolation } from '@/server/db/client';
import type { Booking } from '@/server/db/schema';
import type { Database, Transaction } from '@/server/db/types';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import { sessionGrid, type Slot, type SlotProblem } from '../availability';
import { availabilityFor, type SchedulingRules } from '../config';
import { studioTimeZone } from '@/config/site';
import { changeDeadline } from '../lifecycle';
import type { BookingRequest } from '../schema';
import { resolveTimeSlot } from '../time-slot';
import { newLinkToken } from './booking-links';
import { syncWrittenCalendar } from './calendar-sync';
import { ACTIVE_SLOT_CONSTRAINT, findActiveBookingAt, insertBooking } from './bookings-repository';
import { holdSlot, SlotHeldError } from './slot-hold';
import { mailContext, type MailContext } from './mail-context';
import { planReminders } from './reminders';
import { getSchedulingRules } from './scheduling-rules-repository';
import { judgeSlot } from './slots-service';
import { studioBookingEmail } from './studio-emails';
import { confirmationEmail } from './visitor-emails';

export interface BookingContext extends Partial<MailContext> {
  now: Date;
  locale: Locale;
}

type BookingOutcome =
  | { kind: 'created'; booking: Booking }
  | { kind: 'existing'; booking: Booking }
  | { kind: 'taken' }
  | { kind: 'unavailable'; reason: 'timeSlot' | SlotProblem; rules: SchedulingRules };

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

interface StudioEntry {
  invite: boolean;
  withinTransaction: (tx: Transaction, booking: Booking) => Promise<void>;
}

type NewSession = Pick<BookingRequest, 'firstName' | 'lastName' | 'email' | 'locale'> &
  Partial<Pick<BookingRequest, 'company' | 'challenges' | 'goals' | 'timeZone'>>;

// The bookings of nearby days wait on each other in holdSlot; the unique index settles the rest.
async function insertHeld(
  db: Database,
  slot: Slot,
  rules: SchedulingRules,
  session: NewSession,
  context: BookingContext & Partial<StudioEntry>,
): Promise<Booking> {
  const { now, invite = true, withinTransaction } = context;
  const mail = mailContext(context);
  const { token, hash } = newLinkToken();
  const booking = await db.transaction(async (tx) => {
    await holdSlot(tx, slot, rules);
    const created = await insertBooking(tx, {
      firstName: session.firstName,
      lastName: session.lastName,
      email: session.email,
      company: session.company ?? '',
      challenges: session.challenges ?? '',
      goals: session.goals ?? '',
      locale: session.locale ?? context.locale,
      timeZone: session.timeZone ?? studioTimeZone,
      slotStart: slot.start,
      slotEnd: slot.end,
      cancelTokenHash: hash,
      createdAt: now,
    });
    // Without the invitation the visitor hears nothing from the site, reminders included.
    if (invite) {
      const links = { mail, token, deadline: changeDeadline(created.slotStart, rules) };
      await enqueueEmail(tx, 'booking.confirmation', confirmationEmail(created, links));
      await planReminders(tx, created, rules, links, now);
    }
    // The studio hears of the visitors' bookings, not of its own entries.
    if (!withinTransaction) {
      await enqueueEmail(tx, 'booking.studio-notification', studioBookingEmail(created, mail));
    }
    await syncWrittenCalendar(tx, created, mail.meetingUrl);
    await withinTransaction?.(tx, created);
    return created;
  });
  wakeOutboxSender();
  return booking;
}

export async function bookStrategySession(
  db: Database,
  request: BookingRequest,
  context: BookingContext,
): Promise<BookingOutcome> {
  const { now } = context;
  const rules = await getSchedulingRules(db);
  const grid = sessionGrid(now, availabilityFor(rules));
  const start = resolveTimeSlot(request.timeSlot, {
    grid,
    locale: request.locale ?? context.locale,
    timeZone: request.timeZone ?? studioTimeZone,
  });
  if (!start) return { kind: 'unavailable', reason: 'timeSlot', rules };
  const held = await outcomeForHeldSlot(db, start, request.email);
  if (held) return held;

  // Races are the unique index's to settle, so the loser hears "taken", not "unavailable".
  const { verdict } = await judgeSlot(db, start, now, { rules, grid });
  if ('problem' in verdict) {
    return verdict.problem === 'dayFull' || verdict.problem === 'busy'
      ? { kind: 'taken' }
      : { kind: 'unavailable', reason: verdict.problem, rules };
  }
  const { slot } = verdict;

  try {
    return { kind: 'created', booking: await insertHeld(db, slot, rules, request, context) };
  } catch (error) {
    if (error instanceof SlotHeldError) return { kind: 'taken' };
    if (!isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) throw error;
    return (await outcomeForHeldSlot(db, start, request.email)) ?? { kind: 'taken' };
  }
}

type EnterOutcome =
  | { kind: 'created'; booking: Booking }
  | { kind: 'taken' }
  | { kind: 'unavailable'; problem: SlotProblem; rules: SchedulingRules };

// Agreed elsewhere; free as the move dialog counts it (no notice); of two at once, one wins.
export async function enterBooking(
  db: Database,
  session: NewSession & { start: Date },
  context: BookingContext & StudioEntry,
): Promise<EnterOutcome> {
  const { rules, verdict } = await judgeSlot(db, session.start, context.now, { by: 'studio' });
  if ('problem' in verdict) {
    return verdict.problem === 'dayFull' || verdict.problem === 'busy'
      ? { kind: 'taken' }
      : { kind: 'unavailable', problem: verdict.problem, rules };
  }
  if (verdict.taken) return { kind: 'taken' };
  try {
    return {
      kind: 'created',
      booking: await insertHeld(db, verdict.slot, rules, session, context),
    };
  } catch (error) {
    if (error instanceof SlotHeldError || isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) {
      return { kind: 'taken' };
    }
    throw error;
  }
}
