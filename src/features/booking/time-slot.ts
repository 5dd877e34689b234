import { z } from 'zod/mini';
import type { Locale } from '@/i18n/routing';
import { availableSlots } from './availability';
import type { AvailabilityConfig } from './config';
import { slotLabeler } from './slot-format';

const isoInstant = z.iso.datetime({ offset: true });

/**
 * Labels compare whatever spaces separate their words (some ICU versions write a narrow
 * no-break space before "PM") and whatever their case.
 */
function normalizeLabel(label: string): string {
  return label.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

export interface TimeSlotContext {
  now: Date;
  config: AvailabilityConfig;
  /** The language and zone the label was written in, as `GET /api/available-slots` was asked. */
  locale: Locale;
  timeZone: string;
}

/**
 * The instant a booking's `timeSlot` names: either an ISO 8601 instant, or a label exactly as
 * `GET /api/available-slots` wrote it for the same language and zone. A label is looked up among
 * every session on the studio's grid from now to the horizon, free or not, so that a label for a
 * session that has since been taken or closed is told apart from text that names no session.
 * Undefined when the value is neither.
 */
export function resolveTimeSlot(value: string, context: TimeSlotContext): Date | undefined {
  if (isoInstant.safeParse(value).success) return new Date(value);
  const wanted = normalizeLabel(value);
  const grid = availableSlots({
    now: context.now,
    config: { ...context.config, minimumNoticeMinutes: 0, holidays: [] },
  });
  const label = slotLabeler(context.locale, context.timeZone);
  return grid.find((slot) => normalizeLabel(label(slot.start)) === wanted)?.start;
}
