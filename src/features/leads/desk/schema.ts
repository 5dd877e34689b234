import { z } from 'zod/mini';
import { NOTE_MAX } from '@/config/desk-limits';
import { deskNote } from '@/lib/desk-schema';

export const leadReviewSchema = z.strictObject({
  handled: z.boolean({ error: 'invalid' }),
  note: deskNote(NOTE_MAX),
});
export type LeadReviewValues = z.input<typeof leadReviewSchema>;
