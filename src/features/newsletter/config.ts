/** The newsletter's rules: how long links live, how often mail may go out, where pages are. */

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

/** Pages the emails link to (unprefixed paths; Spanish under /es). */
export const CONFIRM_PAGE_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';
/** The endpoint of the one-click unsubscribe (RFC 8058) named in every email's headers. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';
