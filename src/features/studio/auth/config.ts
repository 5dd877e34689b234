const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const INVITE_LIFETIME_MINUTES = 30;
export const SESSION_IDLE_HOURS = 12;
export const SESSION_LIFETIME_DAYS = 30;

export const deskTimes = {
  inviteMs: INVITE_LIFETIME_MINUTES * MINUTE_MS,
  sessionIdleMs: SESSION_IDLE_HOURS * HOUR_MS,
  sessionLifetimeMs: SESSION_LIFETIME_DAYS * 24 * HOUR_MS,
  // A passkey prompt left open this long is abandoned.
  challengeMs: 5 * MINUTE_MS,
  // Saves a write per request; idle expiry is only this much less exact.
  lastSeenRefreshMs: 5 * MINUTE_MS,
} as const;

export const PASSKEY_NAME_MAX = 60;
export const ACTIVITY_PAGE_SIZE = 25;

export const deskRateLimits = {
  ceremony: { points: 30, durationSeconds: 15 * 60 },
  inviteRequest: { points: 5, durationSeconds: 60 * 60 },
  // Across every address: the studio's inbox is the one that fills up.
  inviteRequestAll: { points: 10, durationSeconds: 60 * 60 },
  desk: { points: 300, durationSeconds: 60 },
} as const;
