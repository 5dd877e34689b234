import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collection';

const MB = 1024 * 1024;

describe('collection at rest', () => {
  afterEach(() => vi.useRealTimers());

  it('collects once quiet, then again only after requests and growth', async () => {
    vi.useFakeTimers();
    let received = 0;
    let heap = 100 * MB;
    const collect = vi.fn(() => (heap = 60 * MB));
    const collector = collectWhenIdle(() => received, { collect, heapUsed: () => heap });
    // A request every 5 s: never quiet, never collected.
    for (let tick = 0; tick < 10; tick += 1) {
      received += 1;
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // At rest and not grown: left alone.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // A burst that grew the heap, then quiet again: one more.
    received += 50;
    heap = 90 * MB;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(collect).toHaveBeenCalledTimes(2);
    collector.stop();
  });
});
