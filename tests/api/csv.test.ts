import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '@/lib/csv';

describe('CSV export', () => {
  it('quotes every field and doubles quotes', () => {
    expect(toCsv(['a', 'b'], [['x "y"', 'line\nbreak']])).toBe(
      '"a","b"\r\n"x ""y""","line\nbreak"\r\n',
    );
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1 555')).toBe(`"'+1 555"`);
    expect(csvField(null)).toBe('""');
    expect(csvField(new Date('2026-03-03T15:00:00Z'))).toBe('"2026-03-03T15:00:00.000Z"');
  });
});
