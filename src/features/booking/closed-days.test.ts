import { describe, expect, it } from 'vitest';
import {
  dayRange,
  eachCalendarDay,
  holidaysBetween,
  holidaysOfYear,
  isCalendarDay,
  startOfCalendarDay,
} from './closed-days';
import { availabilityConfig } from './config';

const holidays = (year: number) =>
  holidaysOfYear(availabilityConfig.holidays, year, availabilityConfig.timeZone);

describe('studio holidays', () => {
  it('pins the holidays of 2026, whatever weekday they fall on', () => {
    expect(holidays(2026)).toEqual([
      { day: '2026-01-01', key: 'newYear' },
      { day: '2026-05-25', key: 'memorialDay' },
      { day: '2026-07-04', key: 'independenceDay' },
      { day: '2026-09-07', key: 'laborDay' },
      { day: '2026-11-26', key: 'thanksgiving' },
      { day: '2026-11-27', key: 'dayAfterThanksgiving' },
      { day: '2026-12-24', key: 'christmasEve' },
      { day: '2026-12-25', key: 'christmasDay' },
    ]);
  });

  it('pins the holidays of 2027', () => {
    expect(holidays(2027).map(({ day }) => day)).toEqual([
      '2027-01-01',
      '2027-05-31',
      '2027-07-04',
      '2027-09-06',
      '2027-11-25',
      '2027-11-26',
      '2027-12-24',
      '2027-12-25',
    ]);
  });

  it('finds Memorial Day when May ends on a Monday (2026: the 25th; 2021: the 31st)', () => {
    expect(holidays(2021).find(({ key }) => key === 'memorialDay')?.day).toBe('2021-05-31');
  });

  it('lists the holidays between two days, across a new year', () => {
    expect(
      holidaysBetween(
        availabilityConfig.holidays,
        '2026-12-25',
        '2027-05-31',
        availabilityConfig.timeZone,
      ),
    ).toEqual([
      { day: '2026-12-25', key: 'christmasDay' },
      { day: '2027-01-01', key: 'newYear' },
      { day: '2027-05-31', key: 'memorialDay' },
    ]);
  });
});

describe('calendar days', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isCalendarDay('2026-12-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', '2026-13-01', '2026-1-5', '28/12/2026', '', 'tomorrow']) {
      expect(isCalendarDay(value), value).toBe(false);
    }
  });

  it('lists every day of a range, both ends included, across months and years', () => {
    expect(eachCalendarDay('2026-12-28', '2027-01-02')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(eachCalendarDay('2026-03-07', '2026-03-09')).toHaveLength(3);
    expect(eachCalendarDay('2026-03-09', '2026-03-08')).toEqual([]);
  });

  it('starts a day at midnight in the studio’s zone', () => {
    expect(startOfCalendarDay('2026-07-04', 'America/New_York').toISOString()).toBe(
      '2026-07-04T04:00:00.000Z',
    );
    expect(startOfCalendarDay('2026-12-24', 'America/New_York').toISOString()).toBe(
      '2026-12-24T05:00:00.000Z',
    );
  });
});

describe('day ranges given by the operator', () => {
  it('names one day, or every day up to --until', () => {
    expect(dayRange('2026-12-28')).toEqual({ days: ['2026-12-28'] });
    expect(dayRange('2026-12-28', '2027-01-01')).toEqual({
      days: ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01'],
    });
  });

  it('says what is wrong with a range it refuses', () => {
    expect(dayRange(undefined)).toEqual({ error: expect.stringMatching(/first day/) });
    expect(dayRange('28-12-2026')).toEqual({ error: expect.stringMatching(/YYYY-MM-DD/) });
    expect(dayRange('2026-12-28', '2026-02-30')).toEqual({
      error: expect.stringMatching(/"2026-02-30"/),
    });
    expect(dayRange('2026-12-28', '2026-12-01')).toEqual({
      error: expect.stringMatching(/before/),
    });
    expect(dayRange('2026-01-01', '2027-06-01')).toEqual({
      error: expect.stringMatching(/at most 366/),
    });
  });
});
