import { describe, expect, it } from 'vitest';
import {
  dayList,
  describeTimeZone,
  formatCalendarDay,
  formatMoment,
  formatSlot,
  zoneName,
} from './dates';

describe('the days sessions run on, as the dialog names them', () => {
  it('reads as the dialog always has for the default days', () => {
    expect(dayList([2, 3, 4], 'en', 'narrow')).toBe('Tuesday, Wednesday, Thursday');
    expect(dayList([2, 3, 4], 'es', 'narrow')).toBe('martes, miércoles y jueves');
    expect(dayList([2, 3, 4], 'en', 'long')).toBe('Tuesday, Wednesday, and Thursday');
  });

  it('names whatever days the rules give, Sunday being 0', () => {
    expect(dayList([0, 6], 'en', 'long')).toBe('Sunday and Saturday');
    expect(dayList([1], 'es', 'long')).toBe('lunes');
    expect(dayList([1, 5], 'es', 'narrow')).toBe('lunes y viernes');
  });
});

describe('zones named in words, never as an offset', () => {
  const winter = new Date('2026-12-03T16:00:00Z');

  it('names the zone of a session in each language', () => {
    expect(formatSlot(winter, 'en', 'America/New_York', { year: true })).toBe(
      'Thursday, December 3, 2026 at 11:00 AM Eastern Time',
    );
    expect(formatSlot(winter, 'es', 'Europe/Madrid')).toBe(
      'jueves, 3 de diciembre, 5:00 p.m. hora de Europa central',
    );
  });

  it('gives the country its article in Spanish, and words where the generic name is an offset', () => {
    expect(zoneName('Europe/London', 'es', winter)).toBe('hora del Reino Unido');
    expect(zoneName('Asia/Kolkata', 'es', winter)).toBe('hora de la India');
    expect(zoneName('UTC', 'en', winter)).toBe('Coordinated Universal Time');
  });

  it('has no offset label for the zones visitors book from', () => {
    const zones = ['Europe/Madrid', 'Europe/London', 'Asia/Tokyo', 'America/Bogota', 'UTC'];
    for (const locale of ['en', 'es'] as const) {
      for (const zone of zones) {
        expect(formatMoment(winter, locale, zone)).not.toMatch(/GMT|UTC[+-]/);
        expect(describeTimeZone(zone, locale, winter)).not.toMatch(/GMT[+-]/);
      }
    }
  });

  it('writes a moment in a list and a calendar day', () => {
    expect(formatMoment(winter, 'es', 'America/New_York')).toBe(
      '3 dic 2026, 11:00 a.m. hora oriental',
    );
    expect(formatCalendarDay('2026-12-24', 'es')).toBe('jueves, 24 de diciembre de 2026');
    expect(formatCalendarDay('2026-12-24', 'en', 'medium')).toBe('Dec 24, 2026');
  });
});
