import type { CoverMotif } from '@/content/blog/schema';
import { seededRandom } from '@/lib/seeded-random';
import { gradientRef, type Scene } from './scene';
import { SKY_BOTTOM, SKY_TOP, type Motif } from './primitives';
import { signalMotifs } from './signal-motifs';
import { skyMotifs } from './sky-motifs';

export { artAccents, type ArtAccent, type Motif } from './primitives';

export const motifs = { ...skyMotifs, ...signalMotifs } as const satisfies Record<
  CoverMotif,
  Motif
>;
export type MotifName = keyof typeof motifs;
export const motifNames = Object.keys(motifs) as MotifName[];

export function drawMotif(
  motif: Motif,
  {
    width,
    height,
    accent,
    seed,
    id,
  }: { width: number; height: number; accent: string; seed: number; id: string },
): Scene {
  const drawn = motif({ width, height, accent, random: seededRandom(seed), id });
  return {
    width,
    height,
    gradients: [
      {
        id: `${id}-sky`,
        type: 'linear',
        x1: 0,
        y1: 0,
        x2: width * 0.4,
        y2: height,
        stops: [
          { offset: 0, color: SKY_TOP },
          { offset: 1, color: SKY_BOTTOM },
        ],
      },
      ...drawn.gradients,
    ],
    shapes: [
      { kind: 'rect', x: 0, y: 0, width, height, fill: gradientRef(`${id}-sky`) },
      ...drawn.shapes,
    ],
  };
}
