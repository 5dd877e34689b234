export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly unknown[])[];
}

// Spreadsheet programs read a file without it as their own legacy encoding, garbling "Lucía".
const BYTE_ORDER_MARK = '\uFEFF';

// A value a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets an apostrophe first.
export function csvField(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function csvFile({ header, rows }: CsvTable): string {
  return BYTE_ORDER_MARK + toCsv(header, rows);
}

/** `2026-12-03 16:00`: a moment in UTC that spreadsheets read as a date and sort. */
export function utcCell(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 16).replace('T', ' ') : '';
}
