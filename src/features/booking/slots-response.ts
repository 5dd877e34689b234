import type { Locale } from '@/i18n/routing';
import type { SlotEntry } from './slot-weeks';

export interface SlotsResponse {
  slots: string[];
  entries: SlotEntry[];
  timeZone: string;
  displayTimeZone: string;
  locale: Locale;
  window: { from: string; until: string };
  weekdays: number[];
  sessionMinutes: number;
  weeksAhead: number;
}
