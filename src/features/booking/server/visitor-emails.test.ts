import { describe, expect, it } from 'vitest';
import type { Booking } from '@/server/db/schema';
import { reminderEmail, type VisitorLinks } from './visitor-emails';

const booking: Booking = {
  id: '5f0c8a9e-3b1d-4c2e-9f6a-7b8c9d0e1f2a',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  challenges: 'Reports.',
  goals: 'Faster reports.',
  locale: 'en',
  timeZone: 'Europe/Madrid',
  // Sunday 8 March 2026, 10:00 in New York, the day its clocks spring forward; Madrid's move
  // three weeks later.
  slotStart: new Date('2026-03-08T14:00:00Z'),
  slotEnd: new Date('2026-03-08T14:30:00Z'),
  status: 'confirmed',
  cancelTokenHash: 'hash',
  moveCount: 0,
  sequence: 0,
  createdAt: new Date('2026-03-01T12:00:00Z'),
  movedAt: null,
  movedBy: null,
  previousSlotStart: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelNote: '',
  outcome: null,
};

const links = (meetingUrl?: string): VisitorLinks => ({
  mail: { siteUrl: 'https://marlowe.test', studioEmail: 'studio@marlowe.test', meetingUrl },
  token: 'the-token',
  deadline: new Date('2026-03-08T02:00:00Z'),
});

describe('the reminder email', () => {
  it('gives the time in the visitor’s zone and the studio’s, with every link', () => {
    const email = reminderEmail(
      booking,
      1440,
      links('https://meet.example.com/marlowe'),
      new Date('2026-03-07T14:00:00Z'),
    );
    expect(email.subject).toMatch(
      /^Reminder: your strategy session starts in 24 hours \(Sunday, March 8 at 3:00\sPM Central European Time\)$/,
    );
    expect(email.text).toMatch(
      /Your time: Sunday, March 8, 2026 at 3:00\sPM Central European Time/,
    );
    expect(email.text).toMatch(/Studio time: Sunday, March 8, 2026 at 10:00\sAM Eastern Time/);
    expect(email.text).toContain('Join the call: https://meet.example.com/marlowe');
    expect(email.text).toContain(
      'Reschedule: https://marlowe.test/booking/reschedule?token=the-token',
    );
    expect(email.text).toContain(
      'Cancel this session: https://marlowe.test/booking/cancel?token=the-token',
    );
    expect(email.text).toContain('until Sunday, March 8 at 3:00');
    expect(email.html).toContain('href="https://meet.example.com/marlowe"');
    expect(email.calendar).toBeUndefined();
  });

  it('says the link will follow without a meeting address, and names the studio’s contacts past the cutoff, in Spanish', () => {
    const email = reminderEmail(
      { ...booking, locale: 'es' },
      60,
      links(),
      new Date('2026-03-08T13:00:00Z'),
    );
    expect(email.subject).toMatch(
      /^Recordatorio: su sesión estratégica comienza en 1 hora \(domingo, 8 de marzo/,
    );
    expect(email.text).toContain('Jordan le enviará el enlace por correo antes de la sesión.');
    expect(email.text).not.toContain('Unirse a la llamada');
    expect(email.text).toContain('Ya no es posible cambiar la sesión en línea');
    expect(email.text).toContain('hello@marlowe.studio');
    expect(email.text).toContain('https://marlowe.test/es/booking/reschedule?token=the-token');
  });
});
