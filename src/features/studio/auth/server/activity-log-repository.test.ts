import { describe, expect, it } from 'vitest';
import { activityPage } from './activity-log-repository';

describe('the activity log’s page number', () => {
  it('is read from the address, and anything odd is the first page', () => {
    expect(activityPage('3')).toBe(3);
    for (const value of [undefined, '', '0', '-2', '1.5', 'x', '1e30', ['2', '3']]) {
      expect(activityPage(value), String(value)).toBe(1);
    }
  });
});
