// Apart from the schema so the desk's editor can offer these without loading zod in the browser.
export const categoryIds = ['trending', 'futureNow', 'leadershipEdge', 'spotlight'] as const;
export type CategoryId = (typeof categoryIds)[number];

export const calloutColors = [
  'purple',
  'indigo',
  'pink',
  'amber',
  'blue',
  'green',
  'orange',
] as const;

export const calloutIcons = [
  'lightbulb',
  'sparkles',
  'target',
  'shield-check',
  'trending-up',
  'users',
  'message-square',
  'clock',
  'compass',
  'rocket',
] as const;

/** The drawings a cover can be (`features/blog/art/motifs.ts` draws each). */
export const coverMotifs = [
  'orbits',
  'horizon',
  'waves',
  'galaxy',
  'constellation',
  'radar',
  'ascent',
] as const;
export type CoverMotif = (typeof coverMotifs)[number];

export const UPLOAD_PREFIX = 'upload:';
