import { defaultSchedulingRules, type SchedulingRules } from '../../../src/features/booking/config';
import { durationText } from '../../../src/features/booking/server/messages';
import { dayList } from '@/lib/dates';
import { rangeText } from '../../../src/features/booking/scheduling-rules';

/** The `rules set` options, each naming one rule in the unit people think of it in. */
export const ruleOptions = {
  hours: { type: 'string', multiple: true },
  'session-minutes': { type: 'string' },
  'start-every': { type: 'string' },
  'buffer-before': { type: 'string' },
  'buffer-after': { type: 'string' },
  override: { type: 'string', multiple: true },
  'clear-overrides': { type: 'boolean' },
  'notice-hours': { type: 'string' },
  'weeks-ahead': { type: 'string' },
  'daily-cap': { type: 'string' },
  'cutoff-hours': { type: 'string' },
  reminders: { type: 'string' },
} as const;

type RuleValues = Partial<
  Record<Exclude<keyof typeof ruleOptions, 'hours' | 'override' | 'clear-overrides'>, string>
> & { hours?: string[]; override?: string[]; 'clear-overrides'?: boolean };

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

const rangeOf = (text: string) => {
  const [from = '', until = ''] = text.split('-').map((part) => part.trim());
  return { from, until };
};

// "tue=10:00-12:00,14:00-16:00" sets Tuesday's hours, "sat=" leaves Saturday without any;
// anything unreadable is left for the rules' own check to name.
function weeklyHours(current: SchedulingRules['weeklyHours'], values: string[]) {
  const hours = current.map((ranges) => [...ranges]);
  for (const value of values) {
    const [days = '', ranges = ''] = value.split('=');
    const parsed = list(ranges).map(rangeOf);
    for (const day of list(days)) hours[weekday(day)] = parsed;
  }
  return hours;
}

// "2026-12-24=hours:10:00-12:00" or "2026-12-24=blocked:13:00-15:00".
function override(value: string) {
  const [day = '', rest = ''] = value.split('=');
  const at = rest.indexOf(':');
  return { day: day.trim(), kind: rest.slice(0, at).trim(), ...rangeOf(rest.slice(at + 1)) };
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
    ...(values.hours !== undefined && {
      weeklyHours: weeklyHours(current.weeklyHours, values.hours),
    }),
    ...(values['session-minutes'] !== undefined && {
      sessionMinutes: Number(values['session-minutes']),
    }),
    ...(values['start-every'] !== undefined && {
      startEveryMinutes: Number(values['start-every']),
    }),
    ...(values['buffer-before'] !== undefined && {
      bufferBeforeMinutes: Number(values['buffer-before']),
    }),
    ...(values['buffer-after'] !== undefined && {
      bufferAfterMinutes: Number(values['buffer-after']),
    }),
    ...((values.override !== undefined || values['clear-overrides']) && {
      overrides: [
        ...(values['clear-overrides'] ? [] : current.overrides),
        ...(values.override ?? []).map(override),
      ],
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
    `  Working hours   (${timeZone})`,
    ...rules.weeklyHours.map(
      (ranges, day) =>
        `    ${dayList([day], 'en', 'long').padEnd(12)}${ranges.length ? ranges.map(rangeText).join(', ') : 'none'}`,
    ),
    `  Session length  ${duration(rules.sessionMinutes)}, one may start every ${duration(rules.startEveryMinutes)}`,
    `  Buffers         ${rules.bufferBeforeMinutes} minutes before, ${rules.bufferAfterMinutes} minutes after`,
    `  Minimum notice  ${duration(rules.minimumNoticeMinutes)}`,
    `  Weeks ahead     ${rules.weeksAhead}`,
    `  Daily cap       ${rules.dailyCap ?? 'none'}`,
    `  Cutoff          ${duration(rules.cutoffMinutes)} before a session`,
    `  Reminders       ${rules.reminderMinutes.length ? `${rules.reminderMinutes.map(duration).join(', ')} before` : 'none'}`,
    `  Date exceptions ${rules.overrides.length ? '' : 'none'}`,
    ...rules.overrides.map(
      (entry) =>
        `    ${entry.day}  ${entry.kind === 'hours' ? 'hours' : 'blocked'} ${rangeText(entry)}`,
    ),
  ];
}
