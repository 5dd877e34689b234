import { describe, expect, it } from 'vitest';
import { RenderAllowance } from './render-allowance';

describe('RenderAllowance', () => {
  it('lets a client have its whole allowance at once, then says how long to wait', () => {
    const allowance = new RenderAllowance(3, 60_000, () => 0);
    expect([1, 2, 3].map(() => allowance.take('crawler'))).toEqual([0, 0, 0]);
    expect(allowance.take('crawler')).toBe(20_000);
    expect(allowance.take('visitor')).toBe(0);
  });

  it('gives a token back every window ÷ allowance', () => {
    let now = 0;
    const allowance = new RenderAllowance(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) allowance.take('crawler');
    now = 19_999;
    expect(allowance.take('crawler')).toBeGreaterThan(0);
    now = 20_000;
    expect(allowance.take('crawler')).toBe(0);
    expect(allowance.take('crawler')).toBe(20_000);
  });

  it('never holds more than a whole allowance, however long a client was away', () => {
    let now = 0;
    const allowance = new RenderAllowance(2, 60_000, () => now);
    allowance.take('visitor');
    now = 10 * 60_000;
    expect([1, 2, 3].map(() => allowance.take('visitor'))).toEqual([0, 0, 30_000]);
  });
});
