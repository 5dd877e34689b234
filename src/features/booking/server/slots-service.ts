import type { Queryable } from '@/server/db/client';
import { availableSlots, bookingWindow, type Slot } from '../availability';
import { availabilityConfig } from '../config';
import { takenSlotStarts } from './bookings-repository';

/** The sessions the studio offers right now: its availability minus what is already booked. */
export async function offeredSlots(db: Queryable, now: Date): Promise<Slot[]> {
  const { earliest, latest } = bookingWindow(now, availabilityConfig);
  const taken = await takenSlotStarts(db, earliest, latest);
  return availableSlots({ now, config: availabilityConfig, taken });
}
