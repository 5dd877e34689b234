import { describe, expect, it } from 'vitest';
import {
  allDayEvent,
  declinedEvent,
  feedOf,
  freeEvent,
  madridCall,
  weeklyMeeting,
} from '../../../tests/support/calendar-fixtures';
import { busyTimesOf } from './busy-events';

const read = (text: string, from = '2026-03-01T00:00:00Z', until = '2026-05-01T00:00:00Z') =>
  busyTimesOf([text], {
    from: new Date(from),
    until: new Date(until),
    timeZone: 'America/New_York',
    ownerAddresses: ['hello@marlowe.studio'],
  }).map((time) => `${time.start.toISOString()}/${time.end.toISOString()}`);

const sorted = (values: string[]) => [...values].sort();

describe('busy times of a calendar', () => {
  it('expands a weekly series with a moved, a cancelled and an excluded occurrence', () => {
    expect(sorted(read(feedOf(weeklyMeeting())))).toEqual(
      [
        '2026-03-03T16:00:00.000Z/2026-03-03T17:00:00.000Z',
        '2026-03-10T15:00:00.000Z/2026-03-10T16:00:00.000Z',
        '2026-03-18T18:00:00.000Z/2026-03-18T19:00:00.000Z',
        '2026-04-07T15:00:00.000Z/2026-04-07T16:00:00.000Z',
        '2026-04-14T15:00:00.000Z/2026-04-14T16:00:00.000Z',
        '2026-04-21T15:00:00.000Z/2026-04-21T16:00:00.000Z',
        '2026-04-28T15:00:00.000Z/2026-04-28T16:00:00.000Z',
        '2026-05-05T15:00:00.000Z/2026-05-05T16:00:00.000Z',
      ].filter((time) => time < '2026-05-01'),
    );
  });

  it('reads only the window asked for, and a series that began before it', () => {
    expect(read(feedOf(weeklyMeeting()), '2026-04-08T00:00:00Z', '2026-04-22T00:00:00Z')).toEqual([
      '2026-04-14T15:00:00.000Z/2026-04-14T16:00:00.000Z',
      '2026-04-21T15:00:00.000Z/2026-04-21T16:00:00.000Z',
    ]);
  });

  it('holds an all-day event for the whole studio day', () => {
    expect(read(feedOf(allDayEvent))).toEqual([
      '2026-03-05T05:00:00.000Z/2026-03-06T05:00:00.000Z',
    ]);
  });

  it('follows an event’s own zone across its daylight saving change', () => {
    expect(read(feedOf(madridCall))).toEqual([
      '2026-03-06T17:00:00.000Z/2026-03-06T18:00:00.000Z',
      '2026-03-13T17:00:00.000Z/2026-03-13T18:00:00.000Z',
      '2026-03-20T17:00:00.000Z/2026-03-20T18:00:00.000Z',
      '2026-03-27T17:00:00.000Z/2026-03-27T18:00:00.000Z',
      '2026-04-03T16:00:00.000Z/2026-04-03T17:00:00.000Z',
    ]);
    // Without the zone's definition in the document, its IANA name is enough.
    const bare = feedOf(madridCall).replace(/BEGIN:VTIMEZONE[\s\S]*?END:VTIMEZONE\r\n/g, '');
    expect(bare).not.toContain('VTIMEZONE');
    expect(read(bare)).toEqual(read(feedOf(madridCall)));
  });

  it('ignores free events and those the studio declined', () => {
    expect(read(feedOf(freeEvent, declinedEvent))).toEqual([]);
    expect(
      busyTimesOf([feedOf(declinedEvent)], {
        from: new Date('2026-03-01'),
        until: new Date('2026-04-01'),
        timeZone: 'America/New_York',
        ownerAddresses: ['someone-else@example.com'],
      }),
    ).toHaveLength(1);
  });

  it('ignores a whole series cancelled', () => {
    const cancelled = feedOf(weeklyMeeting('gone@fixture')).replace(
      'RRULE:FREQ=WEEKLY;COUNT=10',
      'RRULE:FREQ=WEEKLY;COUNT=10\r\nSTATUS:CANCELLED',
    );
    expect(read(cancelled)).toEqual(['2026-03-18T18:00:00.000Z/2026-03-18T19:00:00.000Z']);
  });

  it('keeps each series’ occurrences apart from another series’ moved and cancelled ones at the same time', () => {
    // A second weekly series at the very same hours, with no exception of its own.
    const twin = weeklyMeeting('twin@fixture')
      .split('END:VEVENT')[0]!
      .replace('EXDATE;TZID=America/New_York:20260331T110000\r\n', '');
    const times = read(feedOf(weeklyMeeting(), `${twin}END:VEVENT`));
    // The twin still meets on 17 March (moved in the other series) and on 24 March (cancelled there).
    expect(times).toContain('2026-03-17T15:00:00.000Z/2026-03-17T16:00:00.000Z');
    expect(times).toContain('2026-03-24T15:00:00.000Z/2026-03-24T16:00:00.000Z');
    expect(times).toHaveLength(7 + 9);
  });
});
