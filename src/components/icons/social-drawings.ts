import type { LucideIconNode } from 'lucide-react';

const glyph = (...children: LucideIconNode[]): LucideIconNode[] => [
  ['g', { strokeWidth: 1.75 }, children],
];

export const socialDrawings = {
  linkedin: glyph(
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '3' }],
    [
      'path',
      { d: 'M8 10.5V16M8 7.6v.01M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.4-2.6s2.1 1 2.1 2.6V16' },
    ],
  ),
  twitter: glyph(['path', { d: 'M4 4l16 16M20 4L4 20' }]),
  instagram: glyph(
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5' }],
    ['circle', { cx: '12', cy: '12', r: '4' }],
    ['path', { d: 'M17.2 6.8v.01' }],
  ),
  tiktok: glyph(
    ['path', { d: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5' }],
    ['path', { d: 'M14 3c.4 2.6 2.2 4.4 5 4.6' }],
  ),
  facebook: glyph(
    ['circle', { cx: '12', cy: '12', r: '9' }],
    ['path', { d: 'M13 21v-8h2.5M13 13h-2M13 13v-2.2c0-1.3.8-2 2-2h1' }],
  ),
  github: glyph([
    'path',
    {
      d: 'M9 19c-4 1.3-4-2-6-2.5M15 21v-3.2a2.8 2.8 0 0 0-.8-2.2c2.6-.3 5.3-1.3 5.3-5.8a4.5 4.5 0 0 0-1.2-3.1 4.2 4.2 0 0 0-.1-3.1s-1-.3-3.2 1.2a11 11 0 0 0-5.9 0C6.9 3.3 5.9 3.6 5.9 3.6a4.2 4.2 0 0 0-.1 3.1 4.5 4.5 0 0 0-1.2 3.1c0 4.5 2.7 5.5 5.3 5.8a2.8 2.8 0 0 0-.8 2.2V21',
    },
  ]),
  youtube: glyph(
    ['rect', { x: '2.5', y: '5.5', width: '19', height: '13', rx: '4' }],
    ['path', { d: 'M10.5 9.5v5l4.3-2.5z' }],
  ),
} satisfies Record<string, LucideIconNode[]>;

export type SocialNetwork = keyof typeof socialDrawings;
