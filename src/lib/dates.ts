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

// ICU's Spanish names a few countries without their article ("hora de Reino Unido").
const spanishArticles: [RegExp, string][] = [
  [/\bde Reino Unido\b/, 'del Reino Unido'],
  [/\bde India\b/, 'de la India'],
];

const OFFSET_NAME = /^(GMT|UTC)([+-]\d|$)/;

/** A zone in words ("Eastern Time", "hora del Pacífico"), never an offset such as "GMT+1". */
export function zoneName(timeZone: string, locale: Locale, at = new Date()): string {
  for (const style of ['longGeneric', 'long'] as const) {
    const name = formatter(intlLocale[locale], { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !OFFSET_NAME.test(name)) {
      return locale === 'es'
        ? spanishArticles.reduce((text, [from, to]) => text.replace(from, to), name)
        : name;
    }
  }
  return timeZone;
}

function withZoneName(
  options: Intl.DateTimeFormatOptions & { timeZone: string },
  locale: Locale,
): (date: Date) => string {
  const parts = formatter(intlLocale[locale], { ...options, timeZoneName: 'longGeneric' });
  // As `format` does in V8, a plain space where the parts have a narrow one ("10:00 AM").
  return (date) =>
    parts
      .formatToParts(date)
      .map((part) =>
        part.type === 'timeZoneName' ? zoneName(options.timeZone, locale, date) : part.value,
      )
      .join('')
      .replace(/\u202f/g, ' ');
}

// The same few dozen sessions are labelled on every request: each labeler remembers its labels.
const MAX_REMEMBERED_LABELS = 500;
const labelers = new Map<string, (date: Date) => string>();

/** "Tuesday, March 3 at 10:00 AM Eastern Time"; with `year`, "Tuesday, March 3, 2026 at …". */
export function slotLabeler(
  locale: Locale,
  timeZone: string,
  { year = false }: { year?: boolean } = {},
): (date: Date) => string {
  const key = `${locale}|${timeZone}|${year}`;
  let labeler = labelers.get(key);
  if (!labeler) {
    const slotFormat = withZoneName(
      {
        timeZone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: year ? 'numeric' : undefined,
        hour: 'numeric',
        minute: '2-digit',
      },
      locale,
    );
    const labels = new Map<number, string>();
    labeler = (date) => {
      const instant = date.getTime();
      let label = labels.get(instant);
      if (label === undefined) {
        label = slotFormat(date);
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

export function formatDayShort(date: Date, locale: Locale, timeZone: string): string {
  return format(date, locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
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

export function formatMoment(date: Date, locale: Locale, timeZone: string): string {
  const options = { timeZone, month: 'short', day: 'numeric', year: 'numeric' } as const;
  return withZoneName({ ...options, hour: 'numeric', minute: '2-digit' }, locale)(date);
}

export function formatCalendarDay(
  day: string,
  locale: Locale,
  dateStyle: 'full' | 'medium' = 'full',
): string {
  return format(new Date(`${day}T12:00:00Z`), locale, { timeZone: 'UTC', dateStyle });
}

export function describeTimeZone(timeZone: string, locale: Locale, at = new Date()): string {
  const name = zoneName(timeZone, locale, at);
  return name !== timeZone ? `${name} (${timeZone})` : timeZone;
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
