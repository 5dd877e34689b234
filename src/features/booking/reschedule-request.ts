import { z } from 'zod/mini';
import { localeSchema } from './schema';

const linkToken = z
  .string({ error: 'required' })
  .check(z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'tooLong' }));
const strict = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalid',
};

export const rescheduleRequestSchema = z.strictObject(
  {
    token: linkToken,
    start: z.iso.datetime({ offset: true, error: 'timeSlot' }),
    locale: z.optional(localeSchema),
  },
  strict,
);

export const cancelRequestSchema = z.strictObject(
  { token: linkToken, locale: z.optional(localeSchema) },
  strict,
);

export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;
