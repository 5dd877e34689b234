import type { Locale } from '@/i18n/routing';
import type { SlotEntry } from './slot-weeks';

/** The reply of `GET /api/available-slots`, as the route builds it and the dialog reads it. */
export interface SlotsResponse {
  slots: string[];
  entries: SlotEntry[];
  timeZone: string;
  displayTimeZone: string;
  locale: Locale;
  window: { from: string; until: string };
}
