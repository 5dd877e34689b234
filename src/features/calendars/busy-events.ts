import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';

export interface BusyTime {
  start: Date;
  end: Date;
  uid: string;
}

interface ReadOptions {
  from: Date;
  until: Date;
  /** The zone of floating times and all-day events: the studio's. */
  timeZone: string;
  /** The owner's addresses: an event she declined does not hold her time. */
  ownerAddresses: readonly string[];
}

// A series that started long ago is walked from its first occurrence; this bounds a runaway rule.
const MAX_OCCURRENCES = 50_000;
const DAY_MS = 86_400_000;

const knownZones = new Map<string, boolean>();
function isIanaZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(name, known);
  }
  return known;
}

function instant(time: ICAL.Time, fallbackZone: string, declaredZone?: string): number {
  const zone = time.zone?.tzid;
  if (zone === 'UTC') return time.toJSDate().getTime();
  if (zone && zone !== 'floating' && ICAL.TimezoneService.has(zone)) {
    return time.toUnixTime() * 1000;
  }
  const name = declaredZone && isIanaZone(declaredZone) ? declaredZone : fallbackZone;
  if (time.isDate) {
    return new TZDate(time.year, time.month - 1, time.day, name).getTime();
  }
  return new TZDate(
    time.year,
    time.month - 1,
    time.day,
    time.hour,
    time.minute,
    time.second,
    name,
  ).getTime();
}

const addressOf = (value: unknown) =>
  String(value ?? '')
    .replace(/^mailto:/i, '')
    .trim()
    .toLowerCase();

function holdsTime(component: ICAL.Component, owner: ReadonlySet<string>): boolean {
  if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
    return false;
  }
  if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') {
    return false;
  }
  return !component
    .getAllProperties('attendee')
    .some(
      (attendee) =>
        owner.has(addressOf(attendee.getFirstValue())) &&
        String(attendee.getParameter('partstat') ?? '').toUpperCase() === 'DECLINED',
    );
}

const zoneParameter = (component: ICAL.Component, name: string) => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

function registerZones(calendar: ICAL.Component) {
  for (const definition of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(definition);
    if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
}

function calendarsIn(text: string): ICAL.Component[] {
  const parsed = ICAL.parse(text) as unknown;
  const list =
    Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : (parsed as unknown[]);
  return (list as ConstructorParameters<typeof ICAL.Component>[0][]).map(
    (jcal) => new ICAL.Component(jcal),
  );
}

// Free, cancelled and declined events hold nothing; all-day events hold whole studio days.
export function busyTimesOf(texts: readonly string[], options: ReadOptions): BusyTime[] {
  const from = options.from.getTime();
  const until = options.until.getTime();
  const owner = new Set(options.ownerAddresses.map(addressOf));
  const series = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
  for (const text of texts) {
    for (const calendar of calendarsIn(text)) {
      registerZones(calendar);
      for (const component of calendar.getAllSubcomponents('vevent')) {
        const uid = String(component.getFirstPropertyValue('uid') ?? '');
        const entry = series.get(uid) ?? { exceptions: [] };
        if (component.hasProperty('recurrence-id')) entry.exceptions.push(component);
        else entry.master = component;
        series.set(uid, entry);
      }
    }
  }

  const busy: BusyTime[] = [];
  const push = (startMs: number, end: ICAL.Time, endZone: string | undefined, uid: string) => {
    let endMs = instant(end, options.timeZone, endZone);
    if (endMs <= startMs) endMs = end.isDate ? startMs + DAY_MS : startMs;
    if (endMs > from && startMs < until && endMs > startMs) {
      busy.push({ start: new Date(startMs), end: new Date(endMs), uid });
    }
  };

  // Exceptions are named: else ical.js ties every exception to each event it builds (slow, wrong).
  const single = (component: ICAL.Component, uid: string) => {
    if (!holdsTime(component, owner)) return;
    const event = new ICAL.Event(component, { exceptions: [] });
    const startZone = zoneParameter(component, 'dtstart');
    const startMs = instant(event.startDate, options.timeZone, startZone);
    push(startMs, event.endDate, zoneParameter(component, 'dtend') ?? startZone, uid);
  };

  for (const [uid, { master, exceptions }] of series) {
    // A moved or changed occurrence is an event of its own, wherever it was moved to.
    for (const exception of exceptions) single(exception, uid);
    if (!master) continue;
    const event = new ICAL.Event(master, { exceptions });
    if (!event.isRecurring()) {
      single(master, uid);
      continue;
    }
    if (!holdsTime(master, owner)) continue;
    const startZone = zoneParameter(master, 'dtstart');
    const endZone = zoneParameter(master, 'dtend') ?? startZone;
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count += 1) {
      const startMs = instant(next, options.timeZone, startZone);
      if (startMs >= until) break;
      const details = event.getOccurrenceDetails(next);
      if (details.item.component === master) push(startMs, details.endDate, endZone, uid);
      next = iterator.next();
    }
  }
  return busy;
}
