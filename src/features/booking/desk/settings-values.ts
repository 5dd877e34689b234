import { z } from 'zod/mini';
import type { SchedulingRules } from '@/features/booking/config';

// Notice and cutoff in hours; only shapes are checked here, the rules' own schema judges values.

const reminderUnits = ['minutes', 'hours'] as const;
export const weekdayValues = ['0', '1', '2', '3', '4', '5', '6'] as const;
export const overrideKinds = ['hours', 'blocked'] as const;

const count = z
  .number({ error: 'number' })
  .check(z.int({ error: 'number' }), z.gte(0, { error: 'number' }));

const range = { from: z.string({ error: 'time' }), until: z.string({ error: 'time' }) };

export const settingsFormSchema = z.strictObject({
  weeklyHours: z.array(z.array(z.object(range), { error: 'invalid' }), { error: 'invalid' }),
  sessionMinutes: count,
  startEveryMinutes: count,
  bufferBeforeMinutes: count,
  bufferAfterMinutes: count,
  noticeHours: count,
  weeksAhead: count,
  dailyCap: z
    .string({ error: 'number' })
    .check(z.trim(), z.regex(/^\d{0,3}$/, { error: 'number' })),
  cutoffHours: count,
  reminders: z.array(
    z.object({ amount: count, unit: z.enum(reminderUnits, { error: 'invalid' }) }),
    { error: 'invalid' },
  ),
  overrides: z.array(
    z.object({
      day: z.string({ error: 'invalid' }),
      kind: z.enum(overrideKinds, { error: 'invalid' }),
      ...range,
    }),
    { error: 'invalid' },
  ),
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

const HOUR = 60;

export function rulesFromForm(values: z.output<typeof settingsFormSchema>): SchedulingRules {
  return {
    weeklyHours: values.weeklyHours.map((ranges) =>
      ranges.map(({ from, until }) => ({ from, until })),
    ),
    startEveryMinutes: values.startEveryMinutes,
    sessionMinutes: values.sessionMinutes,
    bufferBeforeMinutes: values.bufferBeforeMinutes,
    bufferAfterMinutes: values.bufferAfterMinutes,
    minimumNoticeMinutes: values.noticeHours * HOUR,
    weeksAhead: values.weeksAhead,
    dailyCap: values.dailyCap === '' ? null : Number(values.dailyCap),
    cutoffMinutes: values.cutoffHours * HOUR,
    reminderMinutes: values.reminders.map(
      ({ amount, unit }) => amount * (unit === 'hours' ? HOUR : 1),
    ),
    overrides: values.overrides.map(({ day, kind, from, until }) => ({ day, kind, from, until })),
  };
}

const wholeHours = (minutes: number) => (minutes % HOUR === 0 ? minutes / HOUR : undefined);

export function formFromRules(rules: SchedulingRules): SettingsFormValues {
  return {
    weeklyHours: rules.weeklyHours.map((ranges) => ranges.map((range) => ({ ...range }))),
    sessionMinutes: rules.sessionMinutes,
    startEveryMinutes: rules.startEveryMinutes,
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
    noticeHours: Math.round(rules.minimumNoticeMinutes / HOUR),
    weeksAhead: rules.weeksAhead,
    dailyCap: rules.dailyCap === null ? '' : String(rules.dailyCap),
    cutoffHours: Math.round(rules.cutoffMinutes / HOUR),
    reminders: rules.reminderMinutes.map((minutes) => {
      const hours = wholeHours(minutes);
      return hours === undefined
        ? { amount: minutes, unit: 'minutes' as const }
        : { amount: hours, unit: 'hours' as const };
    }),
    overrides: rules.overrides.map((entry) => ({ ...entry })),
  };
}

// A refusal of the rules, named by the rule, shows on the form field that sets it.
export const ruleFields: Record<keyof SchedulingRules, keyof SettingsFormValues> = {
  weeklyHours: 'weeklyHours',
  startEveryMinutes: 'startEveryMinutes',
  sessionMinutes: 'sessionMinutes',
  bufferBeforeMinutes: 'bufferBeforeMinutes',
  bufferAfterMinutes: 'bufferAfterMinutes',
  minimumNoticeMinutes: 'noticeHours',
  weeksAhead: 'weeksAhead',
  dailyCap: 'dailyCap',
  cutoffMinutes: 'cutoffHours',
  reminderMinutes: 'reminders',
  overrides: 'overrides',
};
