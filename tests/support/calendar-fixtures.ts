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

/** Every fixture above in one calendar, for reading through a feed or a CalDAV server. */
export const everyFixture = [
  weeklyMeeting(),
  madridCall,
  allDayEvent,
  freeEvent,
  declinedEvent,
] as const;

/**
 * The busy times `everyFixture` holds, read on 1 March 2026: neither the free event, the declined
 * one, the cancelled occurrence nor the one removed with EXDATE; the moved one at its new time;
 * New York's meeting an hour earlier in UTC after 8 March, Madrid's call after 29 March.
 */
export const everyFixtureBusy = [
  '2026-03-03T16:00:00.000Z/2026-03-03T17:00:00.000Z',
  '2026-03-05T05:00:00.000Z/2026-03-06T05:00:00.000Z',
  '2026-03-06T17:00:00.000Z/2026-03-06T18:00:00.000Z',
  '2026-03-10T15:00:00.000Z/2026-03-10T16:00:00.000Z',
  '2026-03-13T17:00:00.000Z/2026-03-13T18:00:00.000Z',
  '2026-03-18T18:00:00.000Z/2026-03-18T19:00:00.000Z',
  '2026-03-20T17:00:00.000Z/2026-03-20T18:00:00.000Z',
  '2026-03-27T17:00:00.000Z/2026-03-27T18:00:00.000Z',
  '2026-04-03T16:00:00.000Z/2026-04-03T17:00:00.000Z',
  '2026-04-07T15:00:00.000Z/2026-04-07T16:00:00.000Z',
  '2026-04-14T15:00:00.000Z/2026-04-14T16:00:00.000Z',
  '2026-04-21T15:00:00.000Z/2026-04-21T16:00:00.000Z',
  '2026-04-28T15:00:00.000Z/2026-04-28T16:00:00.000Z',
  '2026-05-05T15:00:00.000Z/2026-05-05T16:00:00.000Z',
];

const newYorkLocal = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(at)
    .replace(/\D/g, '')
    .replace(/^(\d{8})/, '$1T');

/** A weekly event at the same New York hours as `start`-`end`, `count` times from then. */
export const weeklyFrom = (uid: string, start: Date, end: Date, count: number) =>
  feedOf(
    event([
      `UID:${uid}`,
      'SUMMARY:Weekly studio call',
      `DTSTART;TZID=America/New_York:${newYorkLocal(start)}`,
      `DTEND;TZID=America/New_York:${newYorkLocal(end)}`,
      `RRULE:FREQ=WEEKLY;COUNT=${count}`,
    ]),
  );
