import { createTranslator } from 'next-intl';
import en from '@messages/en/booking.json';
import es from '@messages/es/booking.json';
import manageEn from '@messages/en/booking-manage.json';
import manageEs from '@messages/es/booking-manage.json';
import type { Locale } from '@/i18n/routing';
import type { SlotProblem } from '../availability';
import { workingWeekdays, type SchedulingRules } from '../config';
import { rulesIssueKey, ruleLimits, type RulesIssue } from '../scheduling-rules';
import { bookingErrorKey } from '../schema';
import { dayList } from '@/lib/dates';

type ErrorKey = keyof (typeof en)['Booking']['errors'];
type Values = Record<string, string | number>;

const errors = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Booking.errors' }),
  es: createTranslator({ locale: 'es', messages: es, namespace: 'Booking.errors' }),
};
const durations = {
  en: createTranslator({ locale: 'en', messages: manageEn, namespace: 'BookingManage.durations' }),
  es: createTranslator({ locale: 'es', messages: manageEs, namespace: 'BookingManage.durations' }),
};
const rescheduleErrors = {
  en: createTranslator({ locale: 'en', messages: manageEn, namespace: 'BookingReschedule.errors' }),
  es: createTranslator({ locale: 'es', messages: manageEs, namespace: 'BookingReschedule.errors' }),
};
const rulesErrors = {
  en: createTranslator({ locale: 'en', messages: manageEn, namespace: 'BookingRules.errors' }),
  es: createTranslator({ locale: 'es', messages: manageEs, namespace: 'BookingRules.errors' }),
};

export function bookingErrorText(locale: Locale, key: ErrorKey, values?: Values): string {
  return errors[locale](key, values as never);
}

const cancelErrors = {
  en: createTranslator({ locale: 'en', messages: manageEn, namespace: 'BookingCancel.errors' }),
  es: createTranslator({ locale: 'es', messages: manageEs, namespace: 'BookingCancel.errors' }),
};

type CancelErrorKey = keyof (typeof manageEn)['BookingCancel']['errors'];

export function cancelErrorText(locale: Locale, key: CancelErrorKey, values?: Values): string {
  return cancelErrors[locale](key, values as never);
}

type RescheduleErrorKey = keyof (typeof manageEn)['BookingReschedule']['errors'];

export function rescheduleErrorText(
  locale: Locale,
  key: RescheduleErrorKey,
  values?: Values,
): string {
  return rescheduleErrors[locale](key, values as never);
}

export function describeBookingIssue(
  locale: Locale,
  issue: { code?: string; message?: string },
): string {
  return bookingErrorText(locale, bookingErrorKey(issue));
}

const DAY = 24 * 60;

/** "24 hours", "90 minutes", "8 days": the largest whole unit, days from two on. */
export function durationText(locale: Locale, minutes: number): string {
  if (minutes % DAY === 0 && minutes >= 2 * DAY) {
    return durations[locale]('days', { days: minutes / DAY });
  }
  return minutes % 60 === 0
    ? durations[locale]('hours', { hours: minutes / 60 })
    : durations[locale]('minutes', { minutes });
}

export function slotProblemText(
  locale: Locale,
  problem: SlotProblem,
  rules: SchedulingRules,
): string {
  switch (problem) {
    case 'tooSoon':
      return bookingErrorText(locale, 'tooSoon', {
        notice: durationText(locale, rules.minimumNoticeMinutes),
      });
    case 'tooFar':
      return bookingErrorText(locale, 'tooFar', { weeks: rules.weeksAhead });
    case 'notOffered':
      return bookingErrorText(locale, 'notOffered', {
        days: dayList(workingWeekdays(rules), locale, 'long'),
      });
    case 'closedDay':
    case 'dayFull':
      return bookingErrorText(locale, problem);
    case 'past':
    case 'busy':
      return bookingErrorText(locale, 'slotUnavailable');
  }
}

const HOUR = 60;
const limitValues = (limits: { min: number; max: number }, unit = 1) => ({
  min: limits.min / unit,
  max: limits.max / unit,
});
const valuesFor: Record<string, Values> = {
  tooManyRanges: { max: ruleLimits.rangesPerDay.count },
  tooManyOverrides: { max: ruleLimits.overrides.count },
  startEvery: limitValues(ruleLimits.startEveryMinutes),
  buffer: limitValues(ruleLimits.bufferMinutes),
  sessionMinutes: limitValues(ruleLimits.sessionMinutes),
  minimumNotice: limitValues(ruleLimits.minimumNoticeMinutes, HOUR),
  weeksAhead: limitValues(ruleLimits.weeksAhead),
  dailyCap: limitValues(ruleLimits.dailyCap),
  cutoff: limitValues(ruleLimits.cutoffMinutes, HOUR),
  reminder: { min: ruleLimits.reminderMinutes.min, max: ruleLimits.reminderMinutes.max / HOUR },
  tooManyReminders: { max: ruleLimits.reminderMinutes.count },
};

export function describeRulesIssue(locale: Locale, issue: RulesIssue): string {
  const key = rulesIssueKey(issue);
  return rulesErrors[locale](key, { ...valuesFor[key], ...(issue.params as Values) } as never);
}
