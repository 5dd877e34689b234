import { z } from 'zod/mini';
import type { Locale } from '@/i18n/routing';
import type { Slot } from './availability';
import { slotLabeler } from '@/lib/dates';

const isoInstant = z.iso.datetime({ offset: true });

// Some ICU versions write a narrow no-break space before "PM".
function normalizeLabel(label: string): string {
  return label.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

export interface TimeSlotContext {
  // Free or not, so a label for a session since taken is told apart from one that names nothing.
  grid: readonly Slot[];
  locale: Locale;
  timeZone: string;
}

export function resolveTimeSlot(value: string, context: TimeSlotContext): Date | undefined {
  if (isoInstant.safeParse(value).success) return new Date(value);
  const label = slotLabeler(context.locale, context.timeZone);
  const instants = new Map(
    context.grid.map((slot) => [normalizeLabel(label(slot.start)), slot.start]),
  );
  return instants.get(normalizeLabel(value));
}
