/** The newsletter's rules: how long links live and how often mail may go out. */

/** A confirmation link works this long after it was sent. */
export const CONFIRMATION_VALID_DAYS = 7;

/**
 * A pending address gets at most one confirmation email in this window, however often it is
 * entered, so nobody can use the form to flood someone else's inbox.
 */
export const CONFIRMATION_RESEND_MINUTES = 10;

/**
 * Subscription requests per client address. Enough for a household or an office sharing one
 * address, far too few to subscribe strangers in bulk.
 */
export const subscriptionRateLimit = { points: 30, durationSeconds: 15 * 60 } as const;

/** One-click unsubscribes per client address (mail providers send these from few addresses). */
export const unsubscribeRateLimit = { points: 120, durationSeconds: 15 * 60 } as const;

/** The endpoint of the one-click unsubscribe (RFC 8058) named in every email's headers. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export const ISSUE_EMAIL_KIND = 'newsletter.issue';
export const TEST_EMAIL_KIND = 'newsletter.test';

/** The cover of an issue as a PNG: most mail programs show no SVG. */
export const issueCoverPath = (slug: string) => `/api/newsletter/cover/${slug}.png`;
