import { z } from 'zod/mini';
import { locales } from '@/i18n/routing';

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

const emailField = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(z.regexes.email));

const slugField = z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

export const subscribeBandSchema = z.object({ email: emailField });
export type SubscribeBandValues = z.input<typeof subscribeBandSchema>;

export const pdfRequestSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailField,
});
export type PdfRequestValues = z.input<typeof pdfRequestSchema>;

// `language` and `article` optional, so a client sending only the documented fields can subscribe.
export const subscriptionSchema = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('blogazine'),
    email: emailField,
    firstName: z.optional(personName),
    lastName: z.optional(personName),
    language: z.optional(z.enum(locales)),
  }),
  z.strictObject({
    source: z.literal('blog-pdf'),
    email: emailField,
    firstName: personName,
    lastName: personName,
    language: z.optional(z.enum(locales)),
    article: z.optional(slugField),
  }),
]);

export type SubscriptionRequest = z.output<typeof subscriptionSchema>;
