'use client';

import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, useField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { apiRequest } from '@/lib/api-client';
import { deskApi } from '@/lib/desk-address';
import { fill } from '@/lib/fill-placeholders';

export interface FreeSlot {
  start: string;
  dayKey: string;
  day: string;
  dayShort: string;
  time: string;
  /** The same time in the visitor's zone, for a booking that has one. */
  visitorTime?: string;
}

export interface SlotPickerTexts {
  daysLegend: string;
  slotsLegend: string;
  theirTime: string;
  timesCount: string;
  loading: string;
  loadFailed: string;
  retry: string;
  noSlots: string;
}

export type FreeSlotsState = FreeSlot[] | 'loading' | 'failed';

export function useFreeSlots(path: string, locale: Locale) {
  const [slots, setSlots] = useState<FreeSlotsState>('loading');
  const load = async () => {
    setSlots('loading');
    try {
      const response = await apiRequest('GET', deskApi(path, locale));
      setSlots(((await response.json()) as { slots: FreeSlot[] }).slots);
    } catch {
      setSlots('failed');
    }
  };
  const find = (start: string) =>
    Array.isArray(slots) ? slots.find((entry) => entry.start === start) : undefined;
  return { slots, load, find, ready: Array.isArray(slots) && slots.length > 0 };
}

export function FreeSlotsField({
  slots,
  onRetry,
  texts,
}: {
  slots: FreeSlotsState;
  onRetry: () => void;
  texts: SlotPickerTexts;
}) {
  if (slots === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {texts.loading}
      </p>
    );
  }
  if (slots === 'failed') {
    return (
      <div role="alert" className="grid gap-3 text-sm">
        <p className="font-medium text-destructive dark:text-red-300">{texts.loadFailed}</p>
        <Button type="button" size="sm" variant="outline" onClick={onRetry} className="w-fit">
          {texts.retry}
        </Button>
      </div>
    );
  }
  return slots.length ? (
    <SlotPicker slots={slots} texts={texts} />
  ) : (
    <p className="text-sm text-muted-foreground">{texts.noSlots}</p>
  );
}

type StartValues = { start: string };

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

function byDay(slots: readonly FreeSlot[]): [string, FreeSlot[]][] {
  const days = new Map<string, FreeSlot[]>();
  for (const slot of slots) days.set(slot.dayKey, [...(days.get(slot.dayKey) ?? []), slot]);
  return [...days];
}

// A day first, then that day's times: a list of every free time runs to a dozen phone screens.
export function SlotPicker({
  slots,
  texts,
}: {
  slots: readonly FreeSlot[];
  texts: SlotPickerTexts;
}) {
  const days = byDay(slots);
  const [picked, setChosen] = useState(days[0]?.[0]);
  // Times loaded again (after a refusal) may no longer hold the day picked before.
  const chosen = days.some(([day]) => day === picked) ? picked : days[0]?.[0];
  const { setValue } = useFormContext<StartValues>();
  const { id, error, register } = useField<StartValues>('start');
  const daySlots = days.find(([day]) => day === chosen)?.[1] ?? [];

  const chooseDay = (day: string) => {
    setChosen(day);
    setValue('start', '');
  };

  return (
    <div className="grid gap-5">
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 text-sm font-medium">{texts.daysLegend}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {days.map(([day, times]) => (
            <label key={day} className={choiceClass}>
              <input
                type="radio"
                name="slot-day"
                value={day}
                checked={day === chosen}
                onChange={() => chooseDay(day)}
                className="size-5 shrink-0 accent-[var(--primary)]"
              />
              <span>
                <span className="font-medium">{times[0]!.dayShort}</span>
                <span className="block text-xs text-muted-foreground">
                  {fill(texts.timesCount, { count: String(times.length) })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">
          {fill(texts.slotsLegend, { day: daySlots[0]?.day ?? '' })}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {daySlots.map((slot) => (
            <label key={slot.start} className={choiceClass}>
              <input
                type="radio"
                value={slot.start}
                {...register('start')}
                className="size-5 shrink-0 accent-[var(--primary)]"
              />
              <span>
                <span className="font-medium">{slot.time}</span>
                {slot.visitorTime && (
                  <span className="block text-xs text-muted-foreground">
                    {fill(texts.theirTime, { time: slot.visitorTime })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
        {error ? <FieldError id={id}>{error}</FieldError> : null}
      </fieldset>
    </div>
  );
}
