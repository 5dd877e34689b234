import { describe, expect, it } from 'vitest';
import { csvField, csvFile, toCsv, utcCell } from '@/lib/csv';

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

describe('CSV file', () => {
  it('starts with a byte-order mark, so a spreadsheet reads it as UTF-8', () => {
    const file = csvFile({ header: ['Nombre'], rows: [['Lucía']] });
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(file, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.slice(1)).toBe('"Nombre"\r\n"Lucía"\r\n');
  });

  it('writes moments as UTC a spreadsheet sorts', () => {
    expect(utcCell(new Date('2026-12-03T16:00:30Z'))).toBe('2026-12-03 16:00');
    expect(utcCell(null)).toBe('');
  });
});
