import type { LucideIconNode } from 'lucide-react';
import type { WordmarkGlyph } from '@/content/home/logos';

const solid = { fill: 'currentColor' };
const solidShape = { fill: 'currentColor', stroke: 'none' };

const glyph = (...children: LucideIconNode[]): LucideIconNode[] => [
  ['g', { strokeWidth: 1.8 }, children],
];

export const wordmarkDrawings = {
  'wordmark-orbit': glyph(
    ['circle', { cx: '12', cy: '12', r: '4', ...solid }],
    ['ellipse', { cx: '12', cy: '12', rx: '10', ry: '4.5', transform: 'rotate(-25 12 12)' }],
  ),
  'wordmark-wave': glyph(['path', { d: 'M2 15c3-5 6-5 9 0s6 5 9 0M2 9c3-4 6-4 9 0s6 4 9 0' }]),
  'wordmark-peak': glyph(['path', { d: 'M2 20 9 7l4 7 3-4 6 10Z', ...solidShape }]),
  'wordmark-leaf': glyph(['path', { d: 'M4 20C4 10 10 4 20 4c0 10-6 16-16 16Zm0 0 9-9' }]),
  'wordmark-spark': glyph([
    'path',
    { d: 'm12 2 2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4Z', ...solidShape },
  ]),
  'wordmark-anchor': glyph([
    'path',
    { d: 'M12 7v14M7 11h10M4 14c0 4 4 7 8 7s8-3 8-7M12 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z' },
  ]),
  'wordmark-diamond': glyph(['path', { d: 'm12 2 10 10-10 10L2 12Zm0 5 5 5-5 5-5-5Z' }]),
  'wordmark-sun': glyph(
    ['circle', { cx: '12', cy: '12', r: '4.5', ...solid }],
    [
      'path',
      { d: 'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1' },
    ],
  ),
} satisfies Record<`wordmark-${WordmarkGlyph}`, LucideIconNode[]>;
