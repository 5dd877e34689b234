'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useLocale } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { formatDay, formatShortDate, formatTime } from '@/lib/dates';
import { groupSlotsByWeek, initialWeekIndex, type SlotEntry } from '../slot-weeks';

interface SlotPickerProps {
  entries: readonly SlotEntry[];
  window: { from: string; until: string };
  timeZone: string;
  value: string;
  onChange: (start: string) => void;
  invalid?: boolean;
}

// Each day a radio group (arrows move among its times, Tab to the next), sharing one chosen slot.
export function SlotPicker({
  entries,
  window,
  timeZone,
  value,
  onChange,
  invalid,
}: SlotPickerProps) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const id = useId();
  const weeks = useMemo(
    () => groupSlotsByWeek(entries, window, timeZone),
    [entries, window, timeZone],
  );
  const [weekIndex, setWeekIndex] = useState(() => initialWeekIndex(weeks, value));
  const week = weeks[Math.min(weekIndex, weeks.length - 1)];
  if (!week) return null;
  const weekLabel = t('slots.week', {
    date: formatShortDate(new Date(`${week.monday}T12:00:00Z`), locale, 'UTC'),
  });

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('buttons.previousWeek')}
          disabled={weekIndex === 0}
          onClick={() => setWeekIndex((index) => index - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-semibold" aria-live="polite" id={`${id}-week`}>
          {weekLabel}
        </p>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('buttons.nextWeek')}
          disabled={weekIndex >= weeks.length - 1}
          onClick={() => setWeekIndex((index) => index + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      {week.days.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-6 text-center">
          <p className="font-semibold">{t('slots.emptyWeekTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('slots.emptyWeekText')}</p>
        </div>
      ) : (
        week.days.map((day) => {
          const headingId = `${id}-${day.key}`;
          const dayValue = day.entries.some((entry) => entry.start === value) ? value : '';
          return (
            <div key={day.key} className="grid gap-2">
              <h3 id={headingId} className="text-sm font-semibold">
                {formatDay(new Date(day.entries[0]!.start), locale, timeZone)}
              </h3>
              <RadioGroup
                aria-labelledby={headingId}
                aria-invalid={invalid || undefined}
                value={dayValue}
                onValueChange={onChange}
                className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              >
                {day.entries.map((entry) => {
                  const itemId = `${id}-${entry.start}`;
                  const checked = entry.start === value;
                  return (
                    <label
                      key={entry.start}
                      htmlFor={itemId}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm',
                        'hover:border-primary/60 motion-safe:transition-colors',
                        checked && 'border-primary bg-accent text-accent-foreground',
                      )}
                    >
                      <RadioGroupItem id={itemId} value={entry.start} aria-label={entry.label} />
                      <span aria-hidden="true">
                        {formatTime(new Date(entry.start), locale, timeZone)}
                      </span>
                    </label>
                  );
                })}
              </RadioGroup>
            </div>
          );
        })
      )}
    </div>
  );
}
