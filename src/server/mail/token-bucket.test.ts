import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket';

describe('the outbox rate', () => {
  it('allows a second’s worth at once, then refills at the rate', () => {
    let now = 0;
    const bucket = tokenBucket(120, () => now);
    expect(bucket.available()).toBe(2);
    bucket.take(2);
    expect(bucket.available()).toBe(0);
    expect(bucket.msUntilNext()).toBe(500);
    now += 500;
    expect(bucket.available()).toBe(1);
    now += 60_000;
    expect(bucket.available()).toBe(2);
  });

  it('never lets more than the rate through over a minute', () => {
    let now = 0;
    const bucket = tokenBucket(30, () => now);
    let sent = 0;
    while (now < 60_000) {
      const allowed = bucket.available();
      bucket.take(allowed);
      sent += allowed;
      now += Math.max(1, bucket.msUntilNext());
    }
    expect(sent).toBeLessThanOrEqual(30 + 1);
    expect(sent).toBeGreaterThanOrEqual(30);
  });

  it('keeps at least one email a minute moving at the slowest rate', () => {
    const now = 0;
    const bucket = tokenBucket(1, () => now);
    bucket.take(bucket.available());
    expect(bucket.msUntilNext()).toBe(60_000);
  });
});
