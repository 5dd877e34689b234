import type { Locale } from '@/i18n/routing';

/**
 * How session times read, in the dialog, in the API's labels and in emails: always in a named
 * time zone, so "10:00" never leaves a visitor guessing whose 10:00 it is.
 */
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

/**
 * Labels sessions in one language and zone, "Tuesday, March 3 at 10:00 AM EST" (with `year`,
 * "Tuesday, March 3, 2026 at 10:00 AM EST"): the formatter is found once, not once per session.
 */
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

/** "Tuesday, March 3 at 10:00 AM EST"; with `year`, "Tuesday, March 3, 2026 at 10:00 AM EST". */
export function formatSlot(
  date: Date,
  locale: Locale,
  timeZone: string,
  options: { year?: boolean } = {},
): string {
  return slotLabeler(locale, timeZone, options)(date);
}

/** "Tuesday, March 3" */
export function formatDay(date: Date, locale: Locale, timeZone: string): string {
  return format(date, locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
}

/** "March 3" */
export function formatShortDate(date: Date, locale: Locale, timeZone: string): string {
  return format(date, locale, { timeZone, month: 'long', day: 'numeric' });
}

/** "10:00 AM" */
export function formatTime(date: Date, locale: Locale, timeZone: string): string {
  return format(date, locale, { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** The calendar day of an instant in a zone, as YYYY-MM-DD (for grouping). */
export function dayKey(date: Date, timeZone: string): string {
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
}

/** A zone as people say it, with its identifier: "Eastern Time (America/New_York)". */
export function describeTimeZone(timeZone: string, locale: Locale, at = new Date()): string {
  const name = formatter(intlLocale[locale], { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}
