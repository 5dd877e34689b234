export const CONFIRMATION_VALID_DAYS = 7;

/** One confirmation email per pending address in this window, so nobody floods another inbox. */
export const CONFIRMATION_RESEND_MINUTES = 10;

/** Per client address: enough for an office sharing one, far too few to subscribe strangers. */
export const subscriptionRateLimit = { points: 30, durationSeconds: 15 * 60 } as const;

/** One-click unsubscribes per client address (mail providers send these from few addresses). */
export const unsubscribeRateLimit = { points: 120, durationSeconds: 15 * 60 } as const;

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export const ISSUE_EMAIL_KIND = 'newsletter.issue';
export const TEST_EMAIL_KIND = 'newsletter.test';

/** The cover of an issue as a PNG: most mail programs show no SVG. */
export const issueCoverPath = (slug: string) => `/api/newsletter/cover/${slug}.png`;
