import { gradientRef, type Shape } from './scene';
import { glow, INK, planetGradient, round, SKY_TOP, stars, type Motif } from './primitives';

const orbits: Motif = (input) => {
  const { width, height, accent, random, id } = input;
  const cx = width * (0.58 + random() * 0.12);
  const cy = height * (0.45 + random() * 0.1);
  const r = height * 0.2;
  const tilt = -18 - random() * 14;
  const shapes: Shape[] = [
    ...stars(input, 70),
    { kind: 'circle', cx, cy, r: r * 3, fill: gradientRef(`${id}-glow`) },
    ...[1.6, 2.2, 2.9].map((k, i): Shape => ({
      kind: 'circle',
      cx,
      cy,
      r: r * k,
      stroke: INK,
      strokeWidth: 1.5,
      opacity: 0.18,
      dash: i === 1 ? [4, 10] : undefined,
    })),
    { kind: 'circle', cx, cy, r, fill: gradientRef(`${id}-planet`) },
    {
      kind: 'ellipse',
      cx,
      cy,
      rx: r * 2,
      ry: r * 0.55,
      rotate: tilt,
      stroke: accent,
      strokeWidth: 4,
      opacity: 0.9,
    },
    {
      kind: 'ellipse',
      cx,
      cy,
      rx: r * 2.35,
      ry: r * 0.68,
      rotate: tilt,
      stroke: INK,
      strokeWidth: 1.5,
      opacity: 0.45,
    },
  ];
  for (const [k, angle, size, color] of [
    [1.6, random() * 6.28, 10, '#fbbf24'],
    [2.2, random() * 6.28, 7, '#f472b6'],
    [2.9, random() * 6.28, 12, accent],
  ] as const) {
    shapes.push({
      kind: 'circle',
      cx: round(cx + Math.cos(angle) * r * k),
      cy: round(cy + Math.sin(angle) * r * k),
      r: size,
      fill: color,
    });
  }
  return {
    gradients: [
      planetGradient(`${id}-planet`, cx, cy, r, accent),
      glow(`${id}-glow`, cx, cy, r * 3, accent),
    ],
    shapes,
  };
};

const horizon: Motif = (input) => {
  const { width, height, accent, random, id } = input;
  const horizonY = height * 0.58;
  const vanishX = width * (0.4 + random() * 0.2);
  const sunR = height * 0.26;
  const shapes: Shape[] = [
    ...stars({ ...input, height: horizonY }, 60),
    { kind: 'circle', cx: vanishX, cy: horizonY, r: sunR * 2.4, fill: gradientRef(`${id}-glow`) },
    { kind: 'circle', cx: vanishX, cy: horizonY, r: sunR, fill: gradientRef(`${id}-planet`) },
    {
      kind: 'rect',
      x: 0,
      y: horizonY,
      width,
      height: height - horizonY,
      fill: gradientRef(`${id}-floor`),
    },
    {
      kind: 'line',
      x1: 0,
      y1: horizonY,
      x2: width,
      y2: horizonY,
      stroke: accent,
      strokeWidth: 2,
      opacity: 0.9,
    },
  ];
  for (let i = -12; i <= 12; i += 1) {
    shapes.push({
      kind: 'line',
      x1: vanishX,
      y1: horizonY,
      x2: round(vanishX + i * width * 0.16),
      y2: height,
      stroke: accent,
      strokeWidth: 1.2,
      opacity: 0.45,
    });
  }
  for (let i = 1; i <= 7; i += 1) {
    const y = round(horizonY + (height - horizonY) * (i / 7) ** 1.8);
    shapes.push({
      kind: 'line',
      x1: 0,
      y1: y,
      x2: width,
      y2: y,
      stroke: accent,
      strokeWidth: 1.2,
      opacity: 0.5,
    });
  }
  return {
    gradients: [
      planetGradient(`${id}-planet`, vanishX, horizonY, sunR, accent),
      glow(`${id}-glow`, vanishX, horizonY, sunR * 2.4, accent),
      {
        id: `${id}-floor`,
        type: 'linear',
        x1: 0,
        y1: horizonY,
        x2: 0,
        y2: height,
        stops: [
          { offset: 0, color: '#0b0a14' },
          { offset: 1, color: '#241447' },
        ],
      },
    ],
    shapes,
  };
};

const waves: Motif = (input) => {
  const { width, height, accent, random, id } = input;
  const shapes: Shape[] = [...stars(input, 50)];
  const moonX = width * (0.72 + random() * 0.12);
  const moonY = height * 0.26;
  shapes.push({ kind: 'circle', cx: moonX, cy: moonY, r: 140, fill: gradientRef(`${id}-glow`) });
  shapes.push({ kind: 'circle', cx: moonX, cy: moonY, r: 54, fill: '#fde68a' });
  shapes.push({ kind: 'circle', cx: moonX + 22, cy: moonY - 12, r: 48, fill: SKY_TOP });
  const colors = [accent, '#818cf8', '#f472b6', INK, accent, '#818cf8'];
  colors.forEach((color, line) => {
    const baseY = height * (0.5 + line * 0.07);
    const amplitude = 18 + random() * 34;
    const period = 260 + random() * 220;
    const phase = random() * 6.28;
    const points: string[] = [];
    for (let x = 0; x <= width; x += 20) {
      points.push(`${x},${round(baseY + Math.sin((x / period) * 6.28 + phase) * amplitude)}`);
    }
    shapes.push({
      kind: 'path',
      d: `M${points.join(' L')}`,
      stroke: color,
      strokeWidth: line === 0 ? 3 : 1.6,
      opacity: line === 0 ? 0.95 : 0.5,
    });
  });
  return { gradients: [glow(`${id}-glow`, moonX, moonY, 140, '#fde68a')], shapes };
};

const galaxy: Motif = (input) => {
  const { width, height, accent, random, id } = input;
  const cx = width * (0.5 + (random() - 0.5) * 0.2);
  const cy = height * 0.5;
  const shapes: Shape[] = [...stars(input, 70)];
  shapes.push({ kind: 'circle', cx, cy, r: height * 0.45, fill: gradientRef(`${id}-glow`) });
  const arms = 3;
  for (let arm = 0; arm < arms; arm += 1) {
    for (let i = 0; i < 46; i += 1) {
      const t = i / 46;
      const angle = t * 4.2 + (arm * 2 * Math.PI) / arms;
      const dist = 24 + t * height * 0.52;
      const jitter = (random() - 0.5) * 26 * (0.4 + t);
      shapes.push({
        kind: 'circle',
        cx: round(cx + Math.cos(angle) * dist * 1.5 + jitter),
        cy: round(cy + Math.sin(angle) * dist * 0.78 + jitter * 0.5),
        r: round(1.2 + random() * 3.2 * (1 - t * 0.6)),
        fill: i % 5 === 0 ? '#f472b6' : i % 3 === 0 ? accent : INK,
        opacity: round(0.45 + random() * 0.5),
      });
    }
  }
  shapes.push({ kind: 'circle', cx, cy, r: 30, fill: '#fde68a', opacity: 0.9 });
  shapes.push({ kind: 'circle', cx, cy, r: 14, fill: '#ffffff' });
  return { gradients: [glow(`${id}-glow`, cx, cy, height * 0.45, accent)], shapes };
};

export const skyMotifs = { orbits, horizon, waves, galaxy };
