import type { Queryable } from '@/server/db/types';
import type { Booking } from '@/server/db/schema';
import { enqueueEmail, withdrawEmails } from '@/server/mail/outbox-repository';
import type { SchedulingRules } from '../config';
import { reminderTimes } from '../lifecycle';
import { reminderEmail, type VisitorLinks } from './visitor-emails';

const reference = (booking: Pick<Booking, 'id'>) => `booking-reminders:${booking.id}`;

// In the booking's transaction; the outbox never sends early and drops one held past the start.
export async function planReminders(
  tx: Queryable,
  booking: Booking,
  rules: Pick<SchedulingRules, 'reminderMinutes'>,
  links: VisitorLinks,
  now: Date,
): Promise<void> {
  for (const { minutesBefore, sendAt } of reminderTimes(
    booking.slotStart,
    rules.reminderMinutes,
    now,
  )) {
    await enqueueEmail(
      tx,
      'booking.reminder',
      reminderEmail(booking, minutesBefore, links, sendAt),
      {
        sendAt,
        expiresAt: booking.slotStart,
        reference: reference(booking),
      },
    );
  }
}

export async function withdrawReminders(tx: Queryable, booking: Pick<Booking, 'id'>) {
  return withdrawEmails(tx, reference(booking));
}
