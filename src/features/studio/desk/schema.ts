import { z } from 'zod/mini';
import { EMAIL_MAX } from '@/config/desk-limits';

export const eraseSchema = z.strictObject({
  email: z
    .string({ error: 'email' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(EMAIL_MAX, { error: 'email' }),
      z.regex(z.regexes.email, { error: 'email' }),
    ),
});
export type EraseValues = z.input<typeof eraseSchema>;
