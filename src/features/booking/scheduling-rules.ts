import { z } from 'zod/mini';
import type { DateOverride, SchedulingRules, TimeRange } from './config';
import { isCalendarDay } from './closed-days';

const HOUR = 60;
const DAY = 24 * HOUR;

export const ruleLimits = {
  sessionMinutes: { min: 10, max: 8 * HOUR },
  startEveryMinutes: { min: 5, max: DAY },
  bufferMinutes: { min: 0, max: 4 * HOUR },
  minimumNoticeMinutes: { min: 0, max: 30 * DAY },
  weeksAhead: { min: 1, max: 52 },
  dailyCap: { min: 1, max: 48 },
  cutoffMinutes: { min: 0, max: 7 * DAY },
  reminderMinutes: { min: 5, max: 14 * DAY, count: 3 },
  rangesPerDay: { count: 48 },
  overrides: { count: 200 },
} as const;

// Issue messages are keys of `BookingRules.errors`; `params` fill in the times they name.
const rulesIssueKeys = [
  'noHours',
  'hours',
  'range',
  'tooManyRanges',
  'rangesOverlap',
  'rangeTooShort',
  'startEvery',
  'sessionMinutes',
  'buffer',
  'minimumNotice',
  'noticeBeyondWindow',
  'weeksAhead',
  'dailyCap',
  'cutoff',
  'reminder',
  'tooManyReminders',
  'sameReminder',
  'overrideDay',
  'tooManyOverrides',
  'unknownField',
  'invalid',
] as const;
export type RulesIssueKey = (typeof rulesIssueKeys)[number];

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
// A range may run to the end of the day.
const RANGE_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const minutesOfDay = (time: string) =>
  Number(time.slice(0, 2)) * HOUR + Number(time.slice(3));

export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / HOUR)).padStart(2, '0')}:${String(minutes % HOUR).padStart(2, '0')}`;

const whole = (limits: { min: number; max: number }, error: RulesIssueKey) =>
  z.int({ error }).check(z.gte(limits.min, { error }), z.lte(limits.max, { error }));

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

const range = {
  from: z.string({ error: 'range' }).check(z.regex(CLOCK_TIME, { error: 'range' })),
  until: z.string({ error: 'range' }).check(z.regex(RANGE_END, { error: 'range' })),
};

const dayRanges = z
  .array(z.strictObject(range, { error: 'range' }), { error: 'hours' })
  .check(z.maxLength(ruleLimits.rangesPerDay.count, { error: 'tooManyRanges' }));

const override = z.strictObject(
  {
    day: z
      .string({ error: 'overrideDay' })
      .check(z.refine((value) => isCalendarDay(value), { error: 'overrideDay' })),
    kind: z.enum(['hours', 'blocked'], { error: 'invalid' }),
    ...range,
  },
  { error: 'invalid' },
);

const byStart = (a: TimeRange, b: TimeRange) => a.from.localeCompare(b.from);

type IssueAt = (path: (string | number)[], message: RulesIssueKey, params?: object) => void;

// Each range must start before it ends, and ranges of one day may touch but not overlap.
function checkRanges(ranges: readonly TimeRange[], path: (string | number)[], issue: IssueAt) {
  const sorted = [...ranges].sort(byStart);
  for (const [index, current] of sorted.entries()) {
    if (minutesOfDay(current.from) >= minutesOfDay(current.until)) {
      issue(path, 'range', current);
      return;
    }
    const next = sorted[index + 1];
    if (next && minutesOfDay(next.from) < minutesOfDay(current.until)) {
      issue(path, 'rangesOverlap', { first: rangeText(current), second: rangeText(next) });
      return;
    }
  }
}

export const rangeText = (range: TimeRange) => `${range.from}-${range.until}`;

export const schedulingRulesSchema = z
  .strictObject(
    {
      weeklyHours: z.array(dayRanges, { error: 'hours' }).check(z.length(7, { error: 'hours' })),
      startEveryMinutes: whole(ruleLimits.startEveryMinutes, 'startEvery'),
      sessionMinutes: whole(ruleLimits.sessionMinutes, 'sessionMinutes'),
      bufferBeforeMinutes: whole(ruleLimits.bufferMinutes, 'buffer'),
      bufferAfterMinutes: whole(ruleLimits.bufferMinutes, 'buffer'),
      minimumNoticeMinutes: whole(ruleLimits.minimumNoticeMinutes, 'minimumNotice'),
      weeksAhead: whole(ruleLimits.weeksAhead, 'weeksAhead'),
      dailyCap: z.nullable(whole(ruleLimits.dailyCap, 'dailyCap')),
      cutoffMinutes: whole(ruleLimits.cutoffMinutes, 'cutoff'),
      reminderMinutes: z
        .array(whole(ruleLimits.reminderMinutes, 'reminder'), { error: 'reminder' })
        .check(z.maxLength(ruleLimits.reminderMinutes.count, { error: 'tooManyReminders' })),
      overrides: z
        .array(override, { error: 'invalid' })
        .check(z.maxLength(ruleLimits.overrides.count, { error: 'tooManyOverrides' })),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalid') },
  )
  .check(
    z.superRefine((rules, context) => {
      const issue: IssueAt = (path, message, params = {}) =>
        context.issues.push({ code: 'custom', input: rules, path, message, params });
      if (rules.weeklyHours.every((ranges) => ranges.length === 0)) {
        issue(['weeklyHours'], 'noHours');
      }
      for (const [day, ranges] of rules.weeklyHours.entries()) {
        checkRanges(ranges, ['weeklyHours', day], issue);
        const short = ranges.find(
          (range) => minutesOfDay(range.until) - minutesOfDay(range.from) < rules.sessionMinutes,
        );
        if (short && minutesOfDay(short.until) > minutesOfDay(short.from)) {
          issue(['weeklyHours', day], 'rangeTooShort', {
            range: rangeText(short),
            minutes: rules.sessionMinutes,
          });
        }
      }
      const days = new Map<string, DateOverride[]>();
      for (const entry of rules.overrides) {
        if (entry.kind === 'hours') days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
        if (minutesOfDay(entry.from) >= minutesOfDay(entry.until)) {
          issue(['overrides'], 'range', entry);
        }
      }
      for (const ranges of days.values()) checkRanges(ranges, ['overrides'], issue);
      if (new Set(rules.reminderMinutes).size < rules.reminderMinutes.length) {
        issue(['reminderMinutes'], 'sameReminder');
      }
      if (rules.minimumNoticeMinutes >= rules.weeksAhead * 7 * DAY) {
        issue(['minimumNoticeMinutes'], 'noticeBeyondWindow', { weeks: rules.weeksAhead });
      }
    }),
  );

export function normalizeRules(rules: SchedulingRules): SchedulingRules {
  return {
    ...rules,
    weeklyHours: rules.weeklyHours.map((ranges) => [...ranges].sort(byStart)),
    reminderMinutes: ascending(rules.reminderMinutes).reverse(),
    overrides: [...rules.overrides].sort(
      (a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || byStart(a, b),
    ),
  };
}

export function currentOverrides(rules: SchedulingRules, today: string): DateOverride[] {
  return rules.overrides.filter((entry) => entry.day >= today);
}

interface LegacyRules {
  weekdays: number[];
  startTimes: string[];
  sessionMinutes?: number;
}

const isLegacy = (value: object): value is LegacyRules =>
  'startTimes' in value && 'weekdays' in value && !('weeklyHours' in value);

// Rules from before working hours: one range if starts are evenly spaced, else a range per start.
export function migrateStoredRules(value: unknown, sessionDefault: number): unknown {
  if (typeof value !== 'object' || value === null || !isLegacy(value)) return value;
  const { weekdays, startTimes, ...rest } = value;
  if (!Array.isArray(startTimes) || !Array.isArray(weekdays)) return value;
  const session = rest.sessionMinutes ?? sessionDefault;
  const starts = [...new Set(startTimes.map(String))].sort().map(minutesOfDay);
  const gaps = new Set(starts.slice(1).map((start, index) => start - starts[index]!));
  const step = gaps.size === 1 ? [...gaps][0]! : undefined;
  const last = starts.at(-1) ?? 0;
  const ranges: TimeRange[] =
    step !== undefined && step >= session
      ? [{ from: clockTime(starts[0]!), until: clockTime(Math.min(last + session, DAY)) }]
      : starts.map((start) => ({
          from: clockTime(start),
          until: clockTime(Math.min(start + session, DAY)),
        }));
  const days = new Set(weekdays);
  return {
    ...rest,
    weeklyHours: Array.from({ length: 7 }, (_, day) => (days.has(day) ? ranges : [])),
    startEveryMinutes: step !== undefined && step >= session ? step : session,
  };
}

export interface RulesIssue {
  message?: string;
  path?: readonly PropertyKey[];
  params?: Record<string, unknown>;
}

export function rulesIssueKey(issue: RulesIssue): RulesIssueKey {
  const known: readonly string[] = rulesIssueKeys;
  return known.includes(issue.message ?? '') ? (issue.message as RulesIssueKey) : 'invalid';
}
