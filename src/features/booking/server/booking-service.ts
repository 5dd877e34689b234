import type { Locale } from '@/i18n/routing';
import { isUniqueViolation } from '@/server/db/client';
import type { Booking } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import { sessionGrid, type SlotProblem } from '../availability';
import { availabilityFor, type SchedulingRules } from '../config';
import { studioTimeZone } from '@/config/site';
import { changeDeadline } from '../lifecycle';
import type { BookingRequest } from '../schema';
import { resolveTimeSlot } from '../time-slot';
import { newLinkToken } from './booking-links';
import { ACTIVE_SLOT_CONSTRAINT, findActiveBookingAt, insertBooking } from './bookings-repository';
import { DayFullError, holdDayCap } from './day-cap';
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
    return verdict.problem === 'dayFull'
      ? { kind: 'taken' }
      : { kind: 'unavailable', reason: verdict.problem, rules };
  }
  const { slot } = verdict;

  const mail = mailContext(context);
  const { token, hash } = newLinkToken();
  try {
    const booking = await db.transaction(async (tx) => {
      await holdDayCap(tx, slot.start, rules);
      const created = await insertBooking(tx, {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        company: request.company ?? '',
        challenges: request.challenges,
        goals: request.goals,
        locale: request.locale ?? context.locale,
        timeZone: request.timeZone ?? studioTimeZone,
        slotStart: slot.start,
        slotEnd: slot.end,
        cancelTokenHash: hash,
        createdAt: now,
      });
      const links = { mail, token, deadline: changeDeadline(created.slotStart, rules) };
      await enqueueEmail(tx, 'booking.confirmation', confirmationEmail(created, links));
      await enqueueEmail(tx, 'booking.studio-notification', studioBookingEmail(created, mail));
      await planReminders(tx, created, rules, links, now);
      return created;
    });
    wakeOutboxSender();
    return { kind: 'created', booking };
  } catch (error) {
    if (error instanceof DayFullError) return { kind: 'taken' };
    if (!isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) throw error;
    return (await outcomeForHeldSlot(db, start, request.email)) ?? { kind: 'taken' };
  }
}
