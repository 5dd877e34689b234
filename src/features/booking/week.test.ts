import { describe, expect, it } from 'vitest';
import { arrangeWeek } from './week';

const at = (iso: string) => new Date(iso);
const zone = { firstDay: '2026-03-07', lastDay: '2026-03-09', timeZone: 'America/New_York' };

describe('the week’s days', () => {
  it('put sessions and busy blocks in order of start, a session first at the same start', () => {
    const session = { start: at('2026-03-09T15:00:00Z'), end: at('2026-03-09T15:30:00Z') };
    const days = arrangeWeek(
      zone,
      [session],
      [
        { calendar: 'Work', start: at('2026-03-09T15:00:00Z'), end: at('2026-03-09T16:00:00Z') },
        { calendar: 'Home', start: at('2026-03-09T13:00:00Z'), end: at('2026-03-09T14:00:00Z') },
      ],
    );
    expect(days.map((day) => day.day)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(
      days[2]!.items.map((item) => (item.kind === 'busy' ? item.calendar : 'session')),
    ).toEqual(['Home', 'session', 'Work']);
    expect(days[0]!.items).toEqual([]);
  });

  it('cut a block over midnight to each day it touches, across the change to daylight time', () => {
    // Saturday 22:00 to Monday 02:00 New York; clocks go forward early on Sunday 8 March.
    const days = arrangeWeek(
      zone,
      [],
      [{ calendar: 'Trip', start: at('2026-03-08T03:00:00Z'), end: at('2026-03-09T06:00:00Z') }],
    );
    expect(days.map((day) => day.items)).toEqual([
      [
        {
          kind: 'busy',
          calendar: 'Trip',
          start: at('2026-03-08T03:00:00Z'),
          end: at('2026-03-08T05:00:00Z'),
          wholeDay: false,
        },
      ],
      [
        {
          kind: 'busy',
          calendar: 'Trip',
          start: at('2026-03-08T05:00:00Z'),
          end: at('2026-03-09T04:00:00Z'),
          wholeDay: true,
        },
      ],
      [
        {
          kind: 'busy',
          calendar: 'Trip',
          start: at('2026-03-09T04:00:00Z'),
          end: at('2026-03-09T06:00:00Z'),
          wholeDay: false,
        },
      ],
    ]);
  });
});
