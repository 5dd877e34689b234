import { z } from 'zod/mini';
import type { SchedulingRules } from '@/features/booking/config';

// Notice and cutoff in hours; only shapes are checked here, the rules' own schema judges values.

const reminderUnits = ['minutes', 'hours'] as const;
export const weekdayValues = ['0', '1', '2', '3', '4', '5', '6'] as const;

const count = z
  .number({ error: 'number' })
  .check(z.int({ error: 'number' }), z.gte(0, { error: 'number' }));

export const settingsFormSchema = z.strictObject({
  weekdays: z.array(z.enum(weekdayValues, { error: 'invalid' }), { error: 'invalid' }),
  startTimes: z.array(z.object({ time: z.string({ error: 'time' }) }), { error: 'invalid' }),
  sessionMinutes: count,
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
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

const HOUR = 60;

export function rulesFromForm(values: z.output<typeof settingsFormSchema>): SchedulingRules {
  return {
    weekdays: values.weekdays.map(Number),
    startTimes: values.startTimes.map((entry) => entry.time),
    sessionMinutes: values.sessionMinutes,
    minimumNoticeMinutes: values.noticeHours * HOUR,
    weeksAhead: values.weeksAhead,
    dailyCap: values.dailyCap === '' ? null : Number(values.dailyCap),
    cutoffMinutes: values.cutoffHours * HOUR,
    reminderMinutes: values.reminders.map(
      ({ amount, unit }) => amount * (unit === 'hours' ? HOUR : 1),
    ),
  };
}

const wholeHours = (minutes: number) => (minutes % HOUR === 0 ? minutes / HOUR : undefined);

export function formFromRules(rules: SchedulingRules): SettingsFormValues {
  return {
    weekdays: rules.weekdays.map((day) => weekdayValues[day]!),
    startTimes: rules.startTimes.map((time) => ({ time })),
    sessionMinutes: rules.sessionMinutes,
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
  };
}

// A refusal of the rules, named by the rule, shows on the form field that sets it.
export const ruleFields: Record<keyof SchedulingRules, keyof SettingsFormValues> = {
  weekdays: 'weekdays',
  startTimes: 'startTimes',
  sessionMinutes: 'sessionMinutes',
  minimumNoticeMinutes: 'noticeHours',
  weeksAhead: 'weeksAhead',
  dailyCap: 'dailyCap',
  cutoffMinutes: 'cutoffHours',
  reminderMinutes: 'reminders',
};
