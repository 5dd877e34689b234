import { describe, expect, it } from 'vitest';
import type { Booking } from '@/server/db/schema';
import { bookingTable } from './booking-table';

const booking: Booking = {
  id: '5b0e7e39-3d3c-4f4a-9a43-1d6a1f0c2b11',
  firstName: 'Lucía',
  lastName: 'Núñez',
  email: 'lucia@example.com',
  company: '=cmd',
  challenges: 'Reports by hand.',
  goals: 'Automated reports.',
  locale: 'es',
  timeZone: 'Europe/Madrid',
  slotStart: new Date('2026-12-03T16:00:00Z'),
  slotEnd: new Date('2026-12-03T16:30:00Z'),
  status: 'confirmed',
  cancelTokenHash: 'hash',
  moveCount: 1,
  sequence: 1,
  createdAt: new Date('2026-11-20T14:00:00Z'),
  movedAt: new Date('2026-11-28T06:06:00Z'),
  movedBy: 'studio',
  previousSlotStart: new Date('2026-12-02T15:00:00Z'),
  cancelledAt: null,
  cancelledBy: null,
  cancelNote: '',
  outcome: 'no-show',
};

const cancelled: Booking = {
  ...booking,
  id: 'c2b11f0c-3d3c-4f4a-9a43-1d6a5b0e7e39',
  status: 'cancelled',
  moveCount: 0,
  movedAt: null,
  movedBy: null,
  previousSlotStart: null,
  cancelledAt: new Date('2026-11-29T13:00:00Z'),
  cancelledBy: 'visitor',
  outcome: null,
};

const column = (table: ReturnType<typeof bookingTable>, name: string, row = 0) =>
  table.rows[row]![table.header.indexOf(name)];

describe('the bookings spreadsheet', () => {
  it('has one column per field, each header once, in either language', () => {
    for (const locale of ['en', 'es'] as const) {
      const { header } = bookingTable([booking], locale);
      expect(new Set(header).size).toBe(header.length);
      expect(header).not.toContainEqual(expect.stringMatching(/^[a-z]+[A-Z]\w*$/));
    }
  });

  it('says in words how each session went, and when and by whom it was moved or cancelled', () => {
    const table = bookingTable([booking, cancelled], 'en');
    expect(column(table, 'Status')).toBe('Booked');
    expect(column(table, 'Outcome')).toBe('No-show');
    expect(column(table, 'Studio time')).toBe(
      'Thursday, December 3, 2026 at 11:00 AM Eastern Time',
    );
    expect(column(table, "Visitor's time")).toMatch(/5:00\sPM Central European Time$/);
    expect(column(table, 'Start (UTC)')).toBe('2026-12-03 16:00');
    expect(column(table, 'Language')).toBe('Spanish');
    expect(column(table, 'Times moved')).toBe(1);
    expect(column(table, 'Moved from')).toMatch(/^Wednesday, December 2, 2026 at 10:00/);
    expect(column(table, 'Moved by')).toBe('Studio');
    expect(column(table, 'Status', 1)).toBe('Cancelled');
    expect(column(table, 'Cancelled by', 1)).toBe('Visitor');
    expect(column(table, 'Cancelled on', 1)).toMatch(/^Sunday, November 29, 2026 at 8:00/);
  });

  it('speaks Spanish in the Spanish desk, with zones in words', () => {
    const table = bookingTable([booking], 'es');
    expect(column(table, 'Resultado')).toBe('No se presentó');
    expect(column(table, 'Cambiada por')).toBe('Estudio');
    expect(column(table, 'Hora del estudio')).toMatch(/11:00\sa\.m\. hora oriental$/);
    expect(column(table, 'Zona horaria del visitante')).toBe(
      'hora de Europa central (Europe/Madrid)',
    );
    expect(table.rows.flat().join(' ')).not.toMatch(/GMT|EST\b/);
  });
});
