import { z } from 'zod/mini';
import { locales } from '@/i18n/routing';

export const linkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

// The confirm and unsubscribe pages' buttons, which carry the emailed link's token.
export const linkActionSchema = z.strictObject({
  token: linkTokenSchema,
  locale: z.optional(z.enum(locales)),
});
