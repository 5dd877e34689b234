import { describe, expect, it, vi } from 'vitest';
import { loadOncePerKey } from './load-once';

describe('loadOncePerKey', () => {
  it('loads each key once and shares the result', async () => {
    const load = vi.fn(async (key: string) => `${key}!`);
    const loadOnce = loadOncePerKey(load);
    expect(loadOnce('en')).toBe(loadOnce('en'));
    expect(await loadOnce('es')).toBe('es!');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a failed load again at the next call', async () => {
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('loaded');
    const loadOnce = loadOncePerKey(load);
    await expect(loadOnce('en')).rejects.toThrow('offline');
    expect(await loadOnce('en')).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
