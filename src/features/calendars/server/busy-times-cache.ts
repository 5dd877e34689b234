import 'server-only';
import type { Queryable } from '@/server/db/types';
import { timelineOf, type Timeline } from '@/lib/timeline';
import type { BusyTime } from '../busy-events';
import { busyTimesBetween } from './busy-times-repository';
import { readingCalendarsState } from './calendars-repository';

export interface BusyTimes {
  times: readonly BusyTime[];
  timeline: Timeline;
}

interface Kept extends BusyTimes {
  state: string;
  from: number;
  until: number;
}

const none: BusyTimes = { times: [], timeline: timelineOf([]) };

// Busy times change only with the reading calendars' state, which one small query reads.
let kept: Kept | undefined;

// Every slot request asks, so they are indexed again only when a calendar changed.
export async function currentBusyTimes(db: Queryable, from: Date, until: Date): Promise<BusyTimes> {
  const state = await readingCalendarsState(db);
  if (!state) return none;
  if (kept?.state === state && kept.from === from.getTime() && kept.until === until.getTime()) {
    return kept;
  }
  const times = (await busyTimesBetween(db, from, until))
    .map(({ start, end, uid }) => ({ start, end, uid }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  kept = {
    state,
    from: from.getTime(),
    until: until.getTime(),
    times,
    timeline: timelineOf(times),
  };
  return kept;
}
