import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, lastDayOfMonth, nextDay, previousDay } from 'date-fns';
import type { HolidayRule } from './config';

export interface ClosedDay {
  day: string;
  key: string;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function calendarDay(date: TZDate): string {
  // By hand rather than with date-fns' format: slot lists call this for every day they cover.
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const date = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 'UTC');
  return calendarDay(date) === value;
}

function zonedDay(day: string, timeZone: string): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, timeZone);
}

export function startOfCalendarDay(day: string, timeZone: string): Date {
  return new Date(zonedDay(day, timeZone).getTime());
}

export function nextCalendarDay(day: string): string {
  return calendarDay(addDays(zonedDay(day, 'UTC'), 1));
}

export function eachCalendarDay(from: string, until: string): string[] {
  const days: string[] = [];
  for (let date = zonedDay(from, 'UTC'); calendarDay(date) <= until; date = addDays(date, 1)) {
    days.push(calendarDay(date));
  }
  return days;
}

function holidayDate(rule: HolidayRule, year: number, timeZone: string): TZDate {
  if ('day' in rule) return new TZDate(year, rule.month - 1, rule.day, timeZone);
  const first = new TZDate(year, rule.month - 1, 1, timeZone);
  let date: TZDate;
  if (rule.nth === 'last') {
    const last = lastDayOfMonth(first);
    date = last.getDay() === rule.weekday ? last : previousDay(last, rule.weekday);
  } else {
    const firstMatch = first.getDay() === rule.weekday ? first : nextDay(first, rule.weekday);
    date = addDays(firstMatch, 7 * (rule.nth - 1));
  }
  return addDays(date, rule.daysAfter ?? 0);
}

// Every slots request and booking asks for the same year's holidays; the rules never change.
const holidaysByRules = new WeakMap<readonly HolidayRule[], Map<string, readonly ClosedDay[]>>();

export function holidaysOfYear(
  rules: readonly HolidayRule[],
  year: number,
  timeZone: string,
): ClosedDay[] {
  let byYear = holidaysByRules.get(rules);
  if (!byYear) {
    byYear = new Map();
    holidaysByRules.set(rules, byYear);
  }
  const key = `${year}|${timeZone}`;
  let holidays = byYear.get(key);
  if (!holidays) {
    holidays = rules
      .map((rule) => ({ day: calendarDay(holidayDate(rule, year, timeZone)), key: rule.key }))
      .sort((a, b) => a.day.localeCompare(b.day));
    byYear.set(key, holidays);
  }
  return holidays.map((holiday) => ({ ...holiday }));
}

export function holidaysBetween(
  rules: readonly HolidayRule[],
  from: string,
  until: string,
  timeZone: string,
): ClosedDay[] {
  const holidays: ClosedDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year += 1) {
    holidays.push(
      ...holidaysOfYear(rules, year, timeZone).filter(({ day }) => day >= from && day <= until),
    );
  }
  return holidays;
}

const MAX_DAY_RANGE = 366;

export function dayRange(
  from: string | undefined,
  until: string | undefined = from,
): { days: string[] } | { error: string } {
  if (!from) return { error: 'Give the first day to change, as YYYY-MM-DD.' };
  for (const value of [from, until!]) {
    if (!isCalendarDay(value))
      return { error: `"${value}" is not a calendar day written YYYY-MM-DD, such as 2026-12-28.` };
  }
  const length = differenceInCalendarDays(zonedDay(until!, 'UTC'), zonedDay(from, 'UTC')) + 1;
  if (length < 1) return { error: `--until ${until} is before ${from}.` };
  if (length > MAX_DAY_RANGE) {
    return { error: `That is ${length} days; change at most ${MAX_DAY_RANGE} at a time.` };
  }
  return { days: eachCalendarDay(from, until!) };
}
