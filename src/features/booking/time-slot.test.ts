import { describe, expect, it } from 'vitest';
import { availableSlots, sessionGrid } from './availability';
import { availabilityConfig } from './config';
import { resolveTimeSlot, type TimeSlotContext } from './time-slot';

// Monday 14 December 2026, 09:00 EST.
const now = new Date('2026-12-14T14:00:00Z');
const english: TimeSlotContext = {
  grid: sessionGrid(now, availabilityConfig),
  locale: 'en',
  timeZone: 'America/New_York',
};
const resolve = (value: string, context: Partial<TimeSlotContext> = {}) =>
  resolveTimeSlot(value, { ...english, ...context })?.toISOString();

describe('a booking’s timeSlot', () => {
  it('takes an ISO 8601 instant, with Z or an offset', () => {
    expect(resolve('2026-12-17T19:00:00.000Z')).toBe('2026-12-17T19:00:00.000Z');
    expect(resolve('2026-12-17T14:00:00-05:00')).toBe('2026-12-17T19:00:00.000Z');
  });

  it('takes a label as the slots list wrote it in English and studio time', () => {
    expect(resolve('Thursday, December 17 at 2:00 PM Eastern Time')).toBe(
      '2026-12-17T19:00:00.000Z',
    );
    // Spaces and case as another ICU version or a person would write them.
    expect(resolve('thursday, december 17 at 2:00\u202fPM  eastern time')).toBe(
      '2026-12-17T19:00:00.000Z',
    );
  });

  it('takes a label in Spanish and in the visitor’s zone', () => {
    expect(resolve('jueves, 17 de diciembre, 2:00 p.m. hora oriental', { locale: 'es' })).toBe(
      '2026-12-17T19:00:00.000Z',
    );
    expect(
      resolve('jueves, 17 de diciembre, 8:00 p.m. hora de Europa central', {
        locale: 'es',
        timeZone: 'Europe/Madrid',
      }),
    ).toBe('2026-12-17T19:00:00.000Z');
    expect(
      resolve('Friday, December 18 at 12:30 AM India Standard Time', { timeZone: 'Asia/Kolkata' }),
    ).toBe('2026-12-17T19:00:00.000Z');
  });

  it('maps labels across the whole window back to their own slots, in both languages', () => {
    // Every fifth slot: each lookup scans the window, and all of them would take seconds.
    const slots = availableSlots({ now, config: availabilityConfig }).filter(
      (_, index) => index % 5 === 0,
    );
    for (const locale of ['en', 'es'] as const) {
      for (const slot of slots) {
        const label = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-US', {
          timeZone: 'America/Los_Angeles',
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'longGeneric',
        }).format(slot.start);
        expect(resolve(label, { locale, timeZone: 'America/Los_Angeles' })).toBe(
          slot.start.toISOString(),
        );
      }
    }
  });

  it('finds a session inside the 24 hours’ notice or on a holiday, for the booking to refuse', () => {
    // Tuesday 15 December, 10:00 EST: sooner than the notice allows.
    expect(resolve('Tuesday, December 15 at 10:00 AM Eastern Time')).toBe(
      '2026-12-15T15:00:00.000Z',
    );
    // Thursday 24 December: Christmas Eve.
    expect(resolve('Thursday, December 24 at 10:00 AM Eastern Time')).toBe(
      '2026-12-24T15:00:00.000Z',
    );
  });

  it('names nothing for a label in another language or zone, off the grid, or out of the window', () => {
    for (const [value, context] of [
      ['Thursday, December 17 at 2:00 PM Eastern Time', { locale: 'es' }],
      ['Thursday, December 17 at 2:00 PM Eastern Time', { timeZone: 'Europe/Madrid' }],
      ['Thursday, December 17 at 2:30 PM Eastern Time', {}],
      ['Monday, December 14 at 2:00 PM Eastern Time', {}],
      ['Thursday, January 21 at 2:00 PM Eastern Time', {}],
      ['Thursday, December 17', {}],
      ['next Tuesday', {}],
      ['2026-12-17', {}],
    ] as const) {
      expect(resolve(value, context), value).toBeUndefined();
    }
  });
});
