import { z } from 'zod/mini';
import { locales } from '@/i18n/routing';

/**
 * One schema for the newsletter forms and the API that receives them. Written with `zod/mini`
 * because the forms ship it to the browser.
 */

export const subscriptionSources = ['blogazine', 'blog-pdf'] as const;
export type SubscriptionSource = (typeof subscriptionSources)[number];

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

/** A deliverable-looking address: local part, @, a domain with a top-level domain. */
export const emailField = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(z.regexes.email));

const slugField = z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** The subscribe band: just an address. */
export const subscribeBandSchema = z.object({ email: emailField });
export type SubscribeBandValues = z.input<typeof subscribeBandSchema>;

/** The PDF dialog: all three fields are required. */
export const pdfRequestSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailField,
});
export type PdfRequestValues = z.input<typeof pdfRequestSchema>;

/** What `POST /api/email-subscription` accepts; unknown fields are rejected. */
export const subscriptionSchema = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('blogazine'),
    email: emailField,
    firstName: z.optional(personName),
    lastName: z.optional(personName),
    language: z.enum(locales),
  }),
  z.strictObject({
    source: z.literal('blog-pdf'),
    email: emailField,
    firstName: personName,
    lastName: personName,
    language: z.enum(locales),
    /** Slug of the article whose PDF was requested. */
    article: slugField,
  }),
]);

export type SubscriptionRequest = z.output<typeof subscriptionSchema>;

/** Tokens in confirmation and unsubscribe links: 32 random bytes, base64url. */
export const linkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
