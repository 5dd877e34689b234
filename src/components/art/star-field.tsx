import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';

/** The galaxy's population (spec): 8 large, 15 medium and 50 small stars, and 20 particles. */
export const STAR_FIELD_COUNTS = { large: 8, medium: 15, small: 50, particles: 20 } as const;

/** A small deterministic generator, so the sky is the same on every render and every build. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Stars are drawn as box-shadows of a few tiny elements, one shadow per star, placed in units
 * of the field's own size (`cqw`/`cqh`). Each element is one group that twinkles or drifts
 * together, so 93 lights cost 16 elements and a handful of composited layers.
 */
const groups = {
  large: { groups: 4, radius: 1.6, colours: ['#ffffff'], glow: 'drop-shadow(0 0 5px #c4b5fd)' },
  medium: { groups: 3, radius: 0.9, colours: ['#ddd6fe', '#c7d2fe'], glow: undefined },
  small: { groups: 5, radius: 0.4, colours: ['#ffffffcc'], glow: undefined },
  particles: {
    groups: 4,
    radius: 2,
    colours: ['#c4b5fd', '#a5b4fc', '#f9a8d4', '#fcd34d'],
    glow: 'blur(1px)',
  },
} as const;

type Kind = keyof typeof groups;

function shadows(random: () => number, count: number, radius: number, colours: readonly string[]) {
  return Array.from({ length: count }, (_, index) => {
    const x = (random() * 100).toFixed(2);
    const y = (random() * 100).toFixed(2);
    const spread = (radius * (0.8 + random() * 0.4)).toFixed(2);
    return `${x}cqw ${y}cqh 0 ${spread}px ${colours[index % colours.length]}`;
  }).join(', ');
}

/**
 * The galaxy behind the home page's statement: twinkling stars and drifting particles,
 * animated on opacity and transform only. Decorative. `animatedClassName` lets the caller
 * decide when the animations run.
 */
export function StarField({
  className,
  animatedClassName,
  seed = 2025,
}: {
  className?: string;
  animatedClassName?: string;
  seed?: number;
}) {
  const random = seededRandom(seed);
  const layers = (Object.keys(groups) as Kind[]).flatMap((kind) => {
    const { groups: groupCount, radius, colours, glow } = groups[kind];
    const total = STAR_FIELD_COUNTS[kind];
    return Array.from({ length: groupCount }, (_, index) => {
      // Spread the total over the groups: 50 small stars in 5 groups is 10 each.
      const count = Math.floor(total / groupCount) + (index < total % groupCount ? 1 : 0);
      const style: CSSProperties & Record<`--${string}`, string> = {
        boxShadow: shadows(random, count, radius, colours),
        filter: glow,
        animationDelay: `${(-random() * 20).toFixed(2)}s`,
        animationDuration: `${(kind === 'particles' ? 18 + random() * 10 : 3 + random() * 4).toFixed(2)}s`,
        '--drift-x': `${Math.round((random() - 0.5) * 80)}px`,
        '--drift-y': `${Math.round((random() - 0.5) * 80)}px`,
      };
      return { key: `${kind}-${index}`, kind, style };
    });
  });

  return (
    <div
      aria-hidden="true"
      className={cn('[container-type:size] pointer-events-none absolute inset-0', className)}
    >
      {layers.map(({ key, kind, style }) => (
        <span
          key={key}
          data-star={kind === 'particles' ? undefined : kind}
          data-particle={kind === 'particles' ? '' : undefined}
          style={style}
          className={cn(
            'star',
            kind === 'particles'
              ? 'opacity-60 motion-safe:animate-drift'
              : 'motion-safe:animate-twinkle',
            animatedClassName,
          )}
        />
      ))}
    </div>
  );
}
