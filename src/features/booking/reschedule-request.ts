import { z } from 'zod/mini';
import { localeSchema } from './schema';

// Issue messages are keys of `Booking.errors`, like the booking request's.
export const rescheduleRequestSchema = z.strictObject(
  {
    token: z
      .string({ error: 'required' })
      .check(z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'tooLong' })),
    start: z.iso.datetime({ offset: true, error: 'timeSlot' }),
    locale: z.optional(localeSchema),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalid') },
);

export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;
