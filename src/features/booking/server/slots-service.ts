import type { Queryable } from '@/server/db/client';
import { availableSlots, bookingWindow, type Slot } from '../availability';
import { availabilityConfig } from '../config';
import { takenSlotStarts } from './bookings-repository';
import { closedDaysInWindow } from './closed-days-service';

/** The sessions the studio offers right now: its availability minus what is already booked. */
export async function offeredSlots(db: Queryable, now: Date): Promise<Slot[]> {
  const { earliest, latest } = bookingWindow(now, availabilityConfig);
  const [taken, closedDays] = await Promise.all([
    takenSlotStarts(db, earliest, latest),
    closedDaysInWindow(db, now),
  ]);
  return availableSlots({ now, config: availabilityConfig, taken, closedDays });
}

/**
 * The sessions the studio holds right now, booked or not: what a booking may ask for. Who holds
 * one is for the database's unique index to settle.
 */
export async function scheduledSlots(db: Queryable, now: Date): Promise<Slot[]> {
  const closedDays = await closedDaysInWindow(db, now);
  return availableSlots({ now, config: availabilityConfig, closedDays });
}
