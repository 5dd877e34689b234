import type { SchedulingRules } from './config';

const MINUTE_MS = 60_000;

export interface PlannedReminder {
  minutesBefore: number;
  sendAt: Date;
}

/** Counted in real time whatever the clocks do in between; one already past is not planned. */
export function reminderTimes(
  slotStart: Date,
  reminderMinutes: readonly number[],
  now: Date,
): PlannedReminder[] {
  return reminderMinutes
    .map((minutesBefore) => ({
      minutesBefore,
      sendAt: new Date(slotStart.getTime() - minutesBefore * MINUTE_MS),
    }))
    .filter((reminder) => reminder.sendAt.getTime() > now.getTime())
    .sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
}

export function changeDeadline(
  slotStart: Date,
  rules: Pick<SchedulingRules, 'cutoffMinutes'>,
): Date {
  return new Date(slotStart.getTime() - rules.cutoffMinutes * MINUTE_MS);
}

export function visitorMayChange(
  slotStart: Date,
  rules: Pick<SchedulingRules, 'cutoffMinutes'>,
  now: Date,
): boolean {
  return now.getTime() < changeDeadline(slotStart, rules).getTime();
}
