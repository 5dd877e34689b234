import 'server-only';
import { seededRandom } from '@/lib/seeded-random';
import { contentAddressedName } from '@/server/http/content-addressed-file';

const STAR_FIELD_COUNTS = { large: 8, medium: 15, small: 50, particles: 20 } as const;

// One box-shadow per star on a few groups: 93 lights cost 16 elements and a few layers.
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

type StarKind = keyof typeof groups;

function shadows(random: () => number, count: number, radius: number, colours: readonly string[]) {
  return Array.from({ length: count }, (_, index) => {
    const x = (random() * 100).toFixed(2);
    const y = (random() * 100).toFixed(2);
    const spread = (radius * (0.8 + random() * 0.4)).toFixed(2);
    return `${x}cqw ${y}cqh 0 ${spread}px ${colours[index % colours.length]}`;
  }).join(', ');
}

const random = seededRandom(2025);

const layers = (Object.keys(groups) as StarKind[]).flatMap((kind) => {
  const { groups: groupCount, radius, colours, glow } = groups[kind];
  const total = STAR_FIELD_COUNTS[kind];
  return Array.from({ length: groupCount }, (_, index) => {
    const count = Math.floor(total / groupCount) + (index < total % groupCount ? 1 : 0);
    const declarations = [
      `box-shadow:${shadows(random, count, radius, colours)}`,
      glow && `filter:${glow}`,
      `animation-delay:${(-random() * 20).toFixed(2)}s`,
      `animation-duration:${(kind === 'particles' ? 18 + random() * 10 : 3 + random() * 4).toFixed(2)}s`,
      `--drift-x:${Math.round((random() - 0.5) * 80)}px`,
      `--drift-y:${Math.round((random() - 0.5) * 80)}px`,
    ];
    return { kind, declarations: declarations.filter(Boolean).join(';') };
  });
});

export const starFieldKinds: StarKind[] = layers.map((layer) => layer.kind);

// A stylesheet, as markup travels twice (HTML and render data) and random figures don't compress.
export const starFieldStylesheet = layers
  .map(({ declarations }, index) => `.star-field>:nth-child(${index + 1}){${declarations}}`)
  .join('\n');

export const STAR_FIELD_FILE = contentAddressedName(starFieldStylesheet, 'css');
export const STAR_FIELD_PATH = `/art/${STAR_FIELD_FILE}`;
