// iCalendar documents as Google, iCloud and Outlook write them, for the calendar readers' tests.
// Times are spelled out in the events' own zones; each fixture's comment says what it holds.

const wrap = (events: string, zones = '') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fixture//Calendar//EN',
    zones,
    events,
    'END:VCALENDAR',
  ]
    .filter(Boolean)
    .join('\r\n');

export const newYorkZone = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export const madridZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Madrid',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const event = (lines: string[]) =>
  ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

/**
 * A weekly Tuesday 11:00-12:00 New York meeting from 3 March 2026, ten times; the 17 March one
 * moved to Wednesday 18 March 14:00-15:00, the 24 March one cancelled, the 31 March one removed
 * with EXDATE.
 */
export const weeklyMeeting = (uid = 'weekly-meeting@fixture') =>
  [
    event([
      `UID:${uid}`,
      'SUMMARY:Weekly client call',
      'DTSTART;TZID=America/New_York:20260303T110000',
      'DTEND;TZID=America/New_York:20260303T120000',
      'RRULE:FREQ=WEEKLY;COUNT=10',
      'EXDATE;TZID=America/New_York:20260331T110000',
    ]),
    event([
      `UID:${uid}`,
      'RECURRENCE-ID;TZID=America/New_York:20260317T110000',
      'SUMMARY:Weekly client call (moved)',
      'DTSTART;TZID=America/New_York:20260318T140000',
      'DTEND;TZID=America/New_York:20260318T150000',
    ]),
    event([
      `UID:${uid}`,
      'RECURRENCE-ID;TZID=America/New_York:20260324T110000',
      'STATUS:CANCELLED',
      'DTSTART;TZID=America/New_York:20260324T110000',
      'DTEND;TZID=America/New_York:20260324T120000',
    ]),
  ].join('\r\n');

/** Thursday 5 March 2026, all day. */
export const allDayEvent = event([
  'UID:all-day@fixture',
  'SUMMARY:Conference',
  'DTSTART;VALUE=DATE:20260305',
  'DTEND;VALUE=DATE:20260306',
]);

/** A weekly Friday 18:00-19:00 Madrid call, 6 to 27 March 2026: Madrid's clocks change on 29 March, New York's on 8 March. */
export const madridCall = event([
  'UID:madrid-call@fixture',
  'SUMMARY:Madrid call',
  'DTSTART;TZID=Europe/Madrid:20260306T180000',
  'DTEND;TZID=Europe/Madrid:20260306T190000',
  'RRULE:FREQ=WEEKLY;UNTIL=20260403T170000Z',
]);

/** Marked free: Wednesday 4 March 2026, 10:00-11:00 New York. */
export const freeEvent = event([
  'UID:free@fixture',
  'SUMMARY:Focus time (free)',
  'TRANSP:TRANSPARENT',
  'DTSTART;TZID=America/New_York:20260304T100000',
  'DTEND;TZID=America/New_York:20260304T110000',
]);

/** Declined by the studio: Wednesday 4 March 2026, 13:00-14:00 New York. */
export const declinedEvent = event([
  'UID:declined@fixture',
  'SUMMARY:Vendor pitch',
  'DTSTART;TZID=America/New_York:20260304T130000',
  'DTEND;TZID=America/New_York:20260304T140000',
  'ORGANIZER:mailto:vendor@example.com',
  'ATTENDEE;PARTSTAT=DECLINED:mailto:hello@marlowe.studio',
]);

export const feedOf = (...events: string[]) =>
  wrap(events.join('\r\n'), `${newYorkZone}\r\n${madridZone}`);

/** One event at an instant, for the refresh tests: UTC times. */
export const oneEvent = (uid: string, start: Date, end: Date) =>
  wrap(
    event([
      `UID:${uid}`,
      'SUMMARY:Dentist',
      `DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      `DTEND:${end.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    ]),
  );

export const emptyCalendar = wrap('');
