import { z } from 'zod/mini';
import type { SchedulingRules } from './config';

const HOUR = 60;
const DAY = 24 * HOUR;

export const ruleLimits = {
  sessionMinutes: { min: 10, max: 8 * HOUR },
  minimumNoticeMinutes: { min: 0, max: 30 * DAY },
  weeksAhead: { min: 1, max: 52 },
  dailyCap: { min: 1, max: 48 },
  cutoffMinutes: { min: 0, max: 7 * DAY },
  reminderMinutes: { min: 5, max: 14 * DAY, count: 3 },
  startTimes: { count: 48 },
} as const;

// Issue messages are keys of `BookingRules.errors`; `params` fill in the times they name.
const rulesIssueKeys = [
  'noWeekday',
  'weekday',
  'noStartTime',
  'startTime',
  'tooManyStartTimes',
  'sameStartTime',
  'sessionLongerThanGap',
  'pastMidnight',
  'sessionMinutes',
  'minimumNotice',
  'noticeBeyondWindow',
  'weeksAhead',
  'dailyCap',
  'cutoff',
  'reminder',
  'tooManyReminders',
  'sameReminder',
  'unknownField',
  'invalid',
] as const;
export type RulesIssueKey = (typeof rulesIssueKeys)[number];

const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * HOUR + Number(time.slice(3));

const whole = (limits: { min: number; max: number }, error: RulesIssueKey) =>
  z.int({ error }).check(z.gte(limits.min, { error }), z.lte(limits.max, { error }));

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

export const schedulingRulesSchema = z
  .strictObject(
    {
      weekdays: z
        .array(whole({ min: 0, max: 6 }, 'weekday'), { error: 'noWeekday' })
        .check(z.minLength(1, { error: 'noWeekday' })),
      startTimes: z
        .array(
          z.string({ error: 'startTime' }).check(z.regex(START_TIME, { error: 'startTime' })),
          { error: 'noStartTime' },
        )
        .check(
          z.minLength(1, { error: 'noStartTime' }),
          z.maxLength(ruleLimits.startTimes.count, { error: 'tooManyStartTimes' }),
        ),
      sessionMinutes: whole(ruleLimits.sessionMinutes, 'sessionMinutes'),
      minimumNoticeMinutes: whole(ruleLimits.minimumNoticeMinutes, 'minimumNotice'),
      weeksAhead: whole(ruleLimits.weeksAhead, 'weeksAhead'),
      dailyCap: z.nullable(whole(ruleLimits.dailyCap, 'dailyCap')),
      cutoffMinutes: whole(ruleLimits.cutoffMinutes, 'cutoff'),
      reminderMinutes: z
        .array(whole(ruleLimits.reminderMinutes, 'reminder'), { error: 'reminder' })
        .check(z.maxLength(ruleLimits.reminderMinutes.count, { error: 'tooManyReminders' })),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalid') },
  )
  .check(
    z.superRefine((rules, context) => {
      const issue = (path: keyof SchedulingRules, message: RulesIssueKey, params = {}) =>
        context.issues.push({ code: 'custom', input: rules, path: [path], message, params });
      const times = [...rules.startTimes].sort();
      for (const [index, time] of times.entries()) {
        const next = times[index + 1];
        const end = minutesOfDay(time) + rules.sessionMinutes;
        if (next === time) issue('startTimes', 'sameStartTime', { time });
        else if (next && end > minutesOfDay(next)) {
          issue('startTimes', 'sessionLongerThanGap', {
            first: time,
            second: next,
            minutes: rules.sessionMinutes,
          });
        } else if (!next && end > DAY) {
          issue('startTimes', 'pastMidnight', { time, minutes: rules.sessionMinutes });
        }
      }
      if (new Set(rules.reminderMinutes).size < rules.reminderMinutes.length) {
        issue('reminderMinutes', 'sameReminder');
      }
      if (rules.minimumNoticeMinutes >= rules.weeksAhead * 7 * DAY) {
        issue('minimumNoticeMinutes', 'noticeBeyondWindow', { weeks: rules.weeksAhead });
      }
    }),
  );

/** The rules as stored: days and times in order, the longest reminder first. */
export function normalizeRules(rules: SchedulingRules): SchedulingRules {
  return {
    ...rules,
    weekdays: [...new Set(ascending(rules.weekdays))],
    startTimes: [...rules.startTimes].sort(),
    reminderMinutes: ascending(rules.reminderMinutes).reverse(),
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
