import { describe, expect, it } from 'vitest';
import { pacedSendTimes } from './pacing';

describe('a send’s schedule', () => {
  it('gives each email its own moment at the rate', () => {
    const start = new Date('2026-11-02T10:00:00Z');
    const offsets = pacedSendTimes(5, start, 120).map((at) => at.getTime() - start.getTime());
    expect(offsets).toEqual([0, 500, 1_000, 1_500, 2_000]);
  });

  it('never schedules more than the rate in any minute', () => {
    const start = new Date(0);
    const times = pacedSendTimes(1_000, start, 60).map((at) => at.getTime());
    const firstMinute = times.filter((at) => at < 60_000);
    expect(firstMinute).toHaveLength(60);
  });
});
