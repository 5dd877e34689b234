export const NOTE_MAX = 2000;
export const DAY_OFF_NOTE_MAX = 200;
export const SEARCH_MAX = 100;
export const EMAIL_MAX = 254;
export const LIST_PAGE_SIZE = 25;
// One request closes at most this many days, so a slip of the year field cannot close a decade.
export const DAYS_OFF_SPAN_MAX = 92;

export const leadStates = ['all', 'unhandled', 'handled'] as const;
export type LeadState = (typeof leadStates)[number];

export const exportLists = ['bookings', 'leads', 'subscribers'] as const;
export type ExportList = (typeof exportLists)[number];
