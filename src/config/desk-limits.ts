export const NOTE_MAX = 2000;
export const DAY_OFF_NOTE_MAX = 200;
export const SEARCH_MAX = 100;
export const EMAIL_MAX = 254;
export const LIST_PAGE_SIZE = 25;
// One request closes at most this many days, so a slip of the year field cannot close a decade.
export const DAYS_OFF_SPAN_MAX = 92;

export const leadStates = ['all', 'unhandled', 'handled'] as const;
export type LeadState = (typeof leadStates)[number];

export const bookingShows = ['all', 'upcoming', 'past', 'cancelled'] as const;
export type BookingShow = (typeof bookingShows)[number];

export const exportLists = ['bookings', 'leads', 'subscribers'] as const;
export type ExportList = (typeof exportLists)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const INVITE_LIFETIME_MINUTES = 30;
// A link asked for while an emailed one has this long left is not sent again: that one answers.
export const INVITE_REUSE_MINUTES = INVITE_LIFETIME_MINUTES / 2;
export const SESSION_IDLE_HOURS = 12;
export const SESSION_LIFETIME_DAYS = 30;

export const deskTimes = {
  inviteMs: INVITE_LIFETIME_MINUTES * MINUTE_MS,
  sessionIdleMs: SESSION_IDLE_HOURS * HOUR_MS,
  sessionLifetimeMs: SESSION_LIFETIME_DAYS * 24 * HOUR_MS,
  challengeMs: 5 * MINUTE_MS,
  // Saves a write per request; idle expiry is only this much less exact.
  lastSeenRefreshMs: 5 * MINUTE_MS,
} as const;

export const PASSKEY_NAME_MAX = 60;
export const ACTIVITY_PAGE_SIZE = 25;

export const deskRateLimits = {
  ceremony: { points: 30, durationSeconds: 15 * 60 },
  inviteRequest: { points: 5, durationSeconds: 60 * 60 },
  desk: { points: 300, durationSeconds: 60 },
} as const;
