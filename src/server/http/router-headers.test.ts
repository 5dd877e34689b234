import { describe, expect, it } from 'vitest';
import { malformedRouterHeader } from './router-headers';

// What Next.js's client sends on a navigation from a Spanish page (prepareFlightRouterStateForRequest).
const stateTree = encodeURIComponent(
  JSON.stringify([
    '',
    { children: [['locale', 'es', 'd', null], { children: ['__PAGE__', {}, null, 'refetch', 0] }] },
  ]),
);

describe('router headers', () => {
  it('lets through what Next.js sends on its navigations and prefetches', () => {
    expect(malformedRouterHeader({})).toBeUndefined();
    expect(
      malformedRouterHeader({ rsc: '1', 'next-router-state-tree': stateTree }),
    ).toBeUndefined();
    for (const prefetch of ['1', '2', '3']) {
      expect(malformedRouterHeader({ rsc: '1', 'next-router-prefetch': prefetch })).toBeUndefined();
    }
    expect(
      malformedRouterHeader({
        rsc: '1',
        'next-router-prefetch': '1',
        'next-router-segment-prefetch': '/_tree',
        'next-url': '/es/about',
      }),
    ).toBeUndefined();
  });

  it.each([
    [{ rsc: '1', 'next-router-state-tree': 'garbage' }, 'next-router-state-tree'],
    [{ rsc: '1', 'next-router-state-tree': '%E0%A4%A' }, 'next-router-state-tree'],
    [{ rsc: '1', 'next-router-state-tree': encodeURIComponent('[1,2]') }, 'next-router-state-tree'],
    [
      { rsc: '1', 'next-router-state-tree': `${stateTree}, ${stateTree}` },
      'next-router-state-tree',
    ],
    [{ 'next-router-state-tree': 'x'.repeat(40_001) }, 'next-router-state-tree'],
    [{ rsc: 'x' }, 'rsc'],
    [{ rsc: '1, 1' }, 'rsc'],
    [{ 'next-router-prefetch': 'yes' }, 'next-router-prefetch'],
    [{ 'next-router-segment-prefetch': '_tree' }, 'next-router-segment-prefetch'],
    [{ 'next-url': 'https://evil.example/' }, 'next-url'],
  ])('names the malformed one in %j', (headers, name) => {
    expect(malformedRouterHeader(headers)).toBe(name);
  });
});
