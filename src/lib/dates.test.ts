import { describe, expect, it } from 'vitest';
import { dayList } from './dates';

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
