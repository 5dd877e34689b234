import { describe, expect, it, vi } from 'vitest';
import { loadOncePerKey, loadOncePerVersion } from './load-once';

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

describe('loadOncePerVersion', () => {
  it('shares a value within a version and loads every key again for the next one', async () => {
    const load = vi.fn(async (key: string) => `${key}!`);
    const loadOnce = loadOncePerVersion(load);
    expect(loadOnce('en', 1)).toBe(loadOnce('en', 1));
    await loadOnce('es', 1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await loadOnce('en', 2)).toBe('en!');
    expect(loadOnce('en', 2)).toBe(loadOnce('en', 2));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
