import { defaultSchedulingRules, type SchedulingRules } from '../../../src/features/booking/config';
import { durationText } from '../../../src/features/booking/server/messages';
import { dayList } from '@/lib/dates';

/** The `rules set` options, each naming one rule in the unit people think of it in. */
export const ruleOptions = {
  weekdays: { type: 'string' },
  'start-times': { type: 'string' },
  'session-minutes': { type: 'string' },
  'notice-hours': { type: 'string' },
  'weeks-ahead': { type: 'string' },
  'daily-cap': { type: 'string' },
  'cutoff-hours': { type: 'string' },
  reminders: { type: 'string' },
} as const;

type RuleValues = Partial<Record<keyof typeof ruleOptions, string>>;

const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

// Anything unreadable becomes NaN or a bad value, for the rules' own check to name.
function weekday(value: string): number {
  const named = dayNames.indexOf(value.slice(0, 3).toLowerCase());
  return named >= 0 ? named : Number(value);
}

function minutes(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(m|min|h|d)?$/i.exec(value.trim());
  if (!match) return NaN;
  const unit = { m: 1, min: 1, h: 60, d: 24 * 60 }[(match[2] ?? 'm').toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

/** The current rules with the options given laid over them. */
export function changedRules(
  current: SchedulingRules,
  values: RuleValues,
): Record<string, unknown> {
  const none = (value: string) => value.trim().toLowerCase() === 'none';
  return {
    ...current,
    ...(values.weekdays !== undefined && { weekdays: list(values.weekdays).map(weekday) }),
    ...(values['start-times'] !== undefined && { startTimes: list(values['start-times']) }),
    ...(values['session-minutes'] !== undefined && {
      sessionMinutes: Number(values['session-minutes']),
    }),
    ...(values['notice-hours'] !== undefined && {
      minimumNoticeMinutes: Number(values['notice-hours']) * 60,
    }),
    ...(values['weeks-ahead'] !== undefined && { weeksAhead: Number(values['weeks-ahead']) }),
    ...(values['daily-cap'] !== undefined && {
      dailyCap: none(values['daily-cap']) ? null : Number(values['daily-cap']),
    }),
    ...(values['cutoff-hours'] !== undefined && {
      cutoffMinutes: Number(values['cutoff-hours']) * 60,
    }),
    ...(values.reminders !== undefined && {
      reminderMinutes: none(values.reminders) ? [] : list(values.reminders).map(minutes),
    }),
  };
}

export function describeRules(rules: SchedulingRules, timeZone: string): string[] {
  const duration = (value: number) => durationText('en', value);
  const isDefault = JSON.stringify(rules) === JSON.stringify(defaultSchedulingRules);
  return [
    `Scheduling rules${isDefault ? ' (the defaults)' : ''}:`,
    `  Weekdays        ${dayList(rules.weekdays, 'en', 'long')}`,
    `  Start times     ${rules.startTimes.join(', ')} (${timeZone})`,
    `  Session length  ${duration(rules.sessionMinutes)}`,
    `  Minimum notice  ${duration(rules.minimumNoticeMinutes)}`,
    `  Weeks ahead     ${rules.weeksAhead}`,
    `  Daily cap       ${rules.dailyCap ?? 'none'}`,
    `  Cutoff          ${duration(rules.cutoffMinutes)} before a session`,
    `  Reminders       ${rules.reminderMinutes.length ? `${rules.reminderMinutes.map(duration).join(', ')} before` : 'none'}`,
  ];
}
