import 'server-only';
import type { Queryable } from '@/server/db/types';
import type { BusyTime } from '../busy-events';
import { busyTimesBetween } from './busy-times-repository';
import { readingCalendarsState } from './calendars-repository';

interface Kept {
  state: string;
  from: number;
  until: number;
  times: readonly BusyTime[];
}

// Busy times change only with a calendar's read, removal or role, each of which changes the
// reading calendars' state: one small query says whether the kept copy still holds.
let kept: Kept | undefined;

/**
 * What the reading calendars hold between two instants, earliest start first, read from the
 * database again only when a calendar changed: every slot request asks for them.
 */
export async function currentBusyTimes(
  db: Queryable,
  from: Date,
  until: Date,
): Promise<readonly BusyTime[]> {
  const state = await readingCalendarsState(db);
  if (!state) return [];
  if (kept?.state === state && kept.from === from.getTime() && kept.until === until.getTime()) {
    return kept.times;
  }
  const times = (await busyTimesBetween(db, from, until))
    .map(({ start, end, uid }) => ({ start, end, uid }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  kept = { state, from: from.getTime(), until: until.getTime(), times };
  return times;
}

/** The busy times that start before `limit`, of a list sorted by start. */
export function startingBefore(times: readonly BusyTime[], limit: Date): readonly BusyTime[] {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle]!.start.getTime() < limit.getTime()) low = middle + 1;
    else high = middle;
  }
  return times.slice(0, low);
}
