import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';

const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

// Building a formatter is far slower than using one: keep one per language, zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

function format(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return formatter(intlLocale[locale], options).format(date);
}

// The same few dozen sessions are labelled on every request: each labeler remembers its labels.
const MAX_REMEMBERED_LABELS = 500;
const labelers = new Map<string, (date: Date) => string>();

/** "Tuesday, March 3 at 10:00 AM EST"; with `year`, "Tuesday, March 3, 2026 at 10:00 AM EST". */
export function slotLabeler(
  locale: Locale,
  timeZone: string,
  { year = false }: { year?: boolean } = {},
): (date: Date) => string {
  const key = `${locale}|${timeZone}|${year}`;
  let labeler = labelers.get(key);
  if (!labeler) {
    const slotFormat = formatter(intlLocale[locale], {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: year ? 'numeric' : undefined,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    const labels = new Map<number, string>();
    labeler = (date) => {
      const instant = date.getTime();
      let label = labels.get(instant);
      if (label === undefined) {
        label = slotFormat.format(date);
        if (labels.size >= MAX_REMEMBERED_LABELS) labels.clear();
        labels.set(instant, label);
      }
      return label;
    };
    labelers.set(key, labeler);
  }
  return labeler;
}

export function formatSlot(
  date: Date,
  locale: Locale,
  timeZone: string,
  options: { year?: boolean } = {},
): string {
  return slotLabeler(locale, timeZone, options)(date);
}

export function formatDay(date: Date, locale: Locale, timeZone: string): string {
  return format(date, locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
}

export function formatShortDate(date: Date, locale: Locale, timeZone: string): string {
  return format(date, locale, { timeZone, month: 'long', day: 'numeric' });
}

export function formatTime(date: Date, locale: Locale, timeZone: string): string {
  return format(date, locale, { timeZone, hour: 'numeric', minute: '2-digit' });
}

export function dayKey(date: Date, timeZone: string): string {
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
}

export function describeTimeZone(timeZone: string, locale: Locale, at = new Date()): string {
  const name = formatter(intlLocale[locale], { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** `long` adds the last "and"; Spanish joins the last with "y" in both styles. */
export function dayList(
  weekdays: readonly number[],
  locale: Locale,
  style: 'narrow' | 'long',
): string {
  const key = `${locale}|${style}`;
  let list = listFormats.get(key);
  if (!list) {
    list = new Intl.ListFormat(intlLocale[locale], { type: 'conjunction', style });
    listFormats.set(key, list);
  }
  // 1 January 2023 was a Sunday: day n of that week is weekday n.
  const names = weekdays.map((weekday) =>
    format(new Date(Date.UTC(2023, 0, 1 + weekday, 12)), locale, {
      timeZone: 'UTC',
      weekday: 'long',
    }),
  );
  return list.format(names);
}

// Activity summaries name times, never people: the log outlives an erasure.
export const studioStamp = (date: Date) =>
  formatter('en-CA', {
    timeZone: studioTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(',', '');
