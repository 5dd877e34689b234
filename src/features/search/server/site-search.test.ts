import { describe, expect, it } from 'vitest';
import { addressQuery, searchOnServer, siteSearchIndex } from './site-search';

describe('addressQuery', () => {
  it('takes the first value of the address, trimmed', () => {
    expect(addressQuery('  agents ')).toBe('agents');
    expect(addressQuery(['voice', 'agents'])).toBe('voice');
    expect(addressQuery(undefined)).toBe('');
    expect(addressQuery([])).toBe('');
  });

  it('keeps at most as much as the search field allows', () => {
    expect(addressQuery('a'.repeat(5_000))).toHaveLength(200);
  });
});

describe('searchOnServer', () => {
  it('finds the same results as the index the browser loads', async () => {
    const hits = await searchOnServer('es', 'sesion');
    expect(hits.length).toBeGreaterThan(0);
    const marked = hits
      .flatMap((hit) => [...hit.title, ...hit.snippet])
      .filter((part) => part.match);
    expect(marked.map((part) => part.text.toLowerCase())).toContain('sesión');
    expect(await siteSearchIndex('es')).toBe(await siteSearchIndex('es'));
  });

  it('finds nothing for an empty query', async () => {
    expect(await searchOnServer('en', '')).toEqual([]);
  });
});
