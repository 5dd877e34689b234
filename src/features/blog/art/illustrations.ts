import { artAccents, glow, INK, planetGradient, round, stars, type Motif } from './primitives';
import { gradientRef, type Shape } from './scene';

// Each is drawn to match the alt text its article gives it, so a screen reader hears what it shows.

const { purple, indigo, pink, amber } = artAccents;

function fineGrid(width: number, height: number, step: number, opacity = 0.1): Shape[] {
  const lines: Shape[] = [];
  for (let x = step; x < width; x += step) {
    lines.push({
      kind: 'line',
      x1: x,
      y1: 0,
      x2: x,
      y2: height,
      stroke: INK,
      strokeWidth: 1,
      opacity,
    });
  }
  for (let y = step; y < height; y += step) {
    lines.push({
      kind: 'line',
      x1: 0,
      y1: y,
      x2: width,
      y2: y,
      stroke: INK,
      strokeWidth: 1,
      opacity,
    });
  }
  return lines;
}

const leadershipConstellation: Motif = (input) => {
  const { width, height, random, id } = input;
  const cx = width / 2;
  const cy = height / 2;
  const ring = Array.from({ length: 11 }, (_, index) => {
    const angle = (index / 11) * Math.PI * 2 + random() * 0.35;
    const distance = 150 + random() * 110;
    return {
      x: round(cx + Math.cos(angle) * distance * 1.7),
      y: round(cy + Math.sin(angle) * distance * 0.85),
    };
  });
  const shapes: Shape[] = [
    ...stars(input, 60),
    { kind: 'circle', cx, cy, r: 170, fill: gradientRef(`${id}-glow`) },
  ];
  for (const star of ring) {
    shapes.push({
      kind: 'line',
      x1: cx,
      y1: cy,
      x2: star.x,
      y2: star.y,
      stroke: purple,
      strokeWidth: 1.4,
      opacity: 0.6,
    });
  }
  ring.forEach((star, index) => {
    const next = ring[(index + 1) % ring.length]!;
    shapes.push({
      kind: 'line',
      x1: star.x,
      y1: star.y,
      x2: next.x,
      y2: next.y,
      stroke: INK,
      strokeWidth: 1,
      opacity: 0.25,
    });
  });
  for (const star of ring) {
    shapes.push({ kind: 'circle', cx: star.x, cy: star.y, r: 9, fill: purple, opacity: 0.3 });
    shapes.push({ kind: 'circle', cx: star.x, cy: star.y, r: 4, fill: INK });
  }
  shapes.push({ kind: 'circle', cx, cy, r: 22, fill: amber, opacity: 0.35 });
  shapes.push({ kind: 'circle', cx, cy, r: 10, fill: '#fff7d6' });
  return { gradients: [glow(`${id}-glow`, cx, cy, 170, purple)], shapes };
};

const innAfterHoursCalls: Motif = (input) => {
  const { width, height, random, id } = input;
  const shapes: Shape[] = [...stars({ ...input, height: height * 0.45 }, 50)];
  shapes.push({ kind: 'circle', cx: 210, cy: 120, r: 120, fill: gradientRef(`${id}-moonglow`) });
  shapes.push({ kind: 'circle', cx: 210, cy: 120, r: 52, fill: '#fde68a' });
  shapes.push({ kind: 'circle', cx: 234, cy: 104, r: 47, fill: '#0d0b18' });
  const ringX = width * 0.8;
  const ringY = height * 0.55;
  const lit: [number, number][] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 7; column += 1) {
      const x = 90 + column * 62;
      const y = 290 + row * 66;
      const on = random() < 0.22;
      shapes.push({
        kind: 'rect',
        x,
        y,
        width: 40,
        height: 44,
        radius: 4,
        fill: on ? amber : INK,
        opacity: on ? 0.95 : 0.12,
      });
      if (on) lit.push([x + 20, y + 22]);
    }
  }
  for (const [x, y] of lit) {
    const midX = round((x + ringX) / 2);
    const midY = round(Math.min(y, ringY) - 120);
    shapes.push({
      kind: 'path',
      d: `M${x},${y} Q${midX},${midY} ${ringX},${ringY}`,
      stroke: purple,
      strokeWidth: 1.4,
      opacity: 0.55,
    });
  }
  shapes.push({
    kind: 'circle',
    cx: ringX,
    cy: ringY,
    r: 150,
    fill: gradientRef(`${id}-ringglow`),
  });
  shapes.push({
    kind: 'circle',
    cx: ringX,
    cy: ringY,
    r: 62,
    stroke: pink,
    strokeWidth: 8,
    opacity: 0.9,
  });
  shapes.push({
    kind: 'circle',
    cx: ringX,
    cy: ringY,
    r: 84,
    stroke: INK,
    strokeWidth: 1.2,
    opacity: 0.35,
  });
  return {
    gradients: [
      glow(`${id}-moonglow`, 210, 120, 120, '#fde68a'),
      glow(`${id}-ringglow`, ringX, ringY, 150, pink),
    ],
    shapes,
  };
};

const first90DaysRoadmap: Motif = (input) => {
  const { width, height, id } = input;
  const cx = width * 0.36;
  const cy = height * 0.56;
  const shapes: Shape[] = [...stars(input, 60)];
  shapes.push({ kind: 'circle', cx, cy, r: 60, fill: gradientRef(`${id}-core`) });
  const orbits = [
    { r: 130, label: '30', color: purple, angle: -0.35 },
    { r: 220, label: '60', color: pink, angle: -0.15 },
    { r: 310, label: '90', color: amber, angle: 0.05 },
  ];
  for (const orbit of orbits) {
    shapes.push({
      kind: 'circle',
      cx,
      cy,
      r: orbit.r,
      stroke: INK,
      strokeWidth: 1.5,
      opacity: 0.3,
    });
    const px = round(cx + Math.cos(orbit.angle) * orbit.r);
    const py = round(cy + Math.sin(orbit.angle) * orbit.r);
    shapes.push({ kind: 'circle', cx: px, cy: py, r: 30, fill: orbit.color, opacity: 0.25 });
    shapes.push({ kind: 'circle', cx: px, cy: py, r: 14, fill: orbit.color });
    shapes.push({
      kind: 'text',
      x: round(cx - orbit.r * 0.72),
      y: round(cy - orbit.r * 0.72),
      text: orbit.label,
      size: 30,
      fill: INK,
      opacity: 0.85,
    });
  }
  return { gradients: [planetGradient(`${id}-core`, cx, cy, 60, purple)], shapes };
};

const dataOwnershipOrbit: Motif = (input) => {
  const { width, height, random, id } = input;
  const cx = width / 2;
  const cy = height / 2;
  const shapes: Shape[] = [...fineGrid(width, height, 40, 0.08), ...stars(input, 30)];
  const tools = [
    [110, 110],
    [width - 120, 130],
    [130, height - 110],
    [width - 110, height - 120],
  ] as const;
  for (const [x, y] of tools) {
    shapes.push({
      kind: 'line',
      x1: cx,
      y1: cy,
      x2: x,
      y2: y,
      stroke: indigo,
      strokeWidth: 1.2,
      opacity: 0.45,
      dash: [6, 8],
    });
    shapes.push({
      kind: 'rect',
      x: x - 34,
      y: y - 24,
      width: 68,
      height: 48,
      radius: 10,
      stroke: INK,
      strokeWidth: 1.5,
      opacity: 0.55,
    });
  }
  shapes.push({ kind: 'circle', cx, cy, r: 190, fill: gradientRef(`${id}-glow`) });
  for (const [rx, ry, rotate] of [
    [240, 90, -14],
    [330, 140, 10],
  ] as const) {
    shapes.push({
      kind: 'ellipse',
      cx,
      cy,
      rx,
      ry,
      rotate,
      stroke: INK,
      strokeWidth: 1.4,
      opacity: 0.4,
    });
    for (let i = 0; i < 3; i += 1) {
      const angle = random() * Math.PI * 2;
      const rad = (rotate * Math.PI) / 180;
      const ex = Math.cos(angle) * rx;
      const ey = Math.sin(angle) * ry;
      const x = round(cx + ex * Math.cos(rad) - ey * Math.sin(rad));
      const y = round(cy + ex * Math.sin(rad) + ey * Math.cos(rad));
      shapes.push({
        kind: 'rect',
        x: x - 8,
        y: y - 8,
        width: 16,
        height: 16,
        radius: 3,
        fill: i === 0 ? amber : pink,
      });
    }
  }
  shapes.push({ kind: 'circle', cx, cy, r: 42, fill: gradientRef(`${id}-core`) });
  shapes.push({ kind: 'circle', cx, cy, r: 16, fill: '#ffffff' });
  return {
    gradients: [
      glow(`${id}-glow`, cx, cy, 190, purple),
      planetGradient(`${id}-core`, cx, cy, 42, purple),
    ],
    shapes,
  };
};

const promptAnatomy: Motif = (input) => {
  const { width, height } = input;
  const shapes: Shape[] = [...fineGrid(width, height, 40, 0.08), ...stars(input, 24)];
  const cx = width / 2;
  const layers = [amber, pink, indigo, purple];
  layers.forEach((color, index) => {
    const y = 470 - index * 78;
    const dx = (index % 2 === 0 ? -1 : 1) * 22;
    const w = 300 - index * 20;
    const d = `M${cx + dx},${y - 70} L${cx + dx + w},${y} L${cx + dx},${y + 70} L${cx + dx - w},${y} Z`;
    shapes.push({ kind: 'path', d, fill: color, opacity: 0.32 });
    shapes.push({ kind: 'path', d, stroke: color, strokeWidth: 2, opacity: 0.9 });
  });
  const top = 470 - 4 * 78;
  shapes.push({
    kind: 'path',
    d: `M${cx},${top - 110} L${cx + 52},${top} L${cx},${top + 30} L${cx - 52},${top} Z`,
    fill: '#fff7d6',
    stroke: amber,
    strokeWidth: 2,
  });
  return { gradients: [], shapes };
};

const voiceAgentSoundwave: Motif = (input) => {
  const { width, height, id } = input;
  const shapes: Shape[] = [...fineGrid(width, height, 40, 0.08), ...stars(input, 30)];
  const mid = height / 2;
  const split = width * 0.52;
  const points: string[] = [];
  for (let x = 0; x <= split; x += 10) {
    const envelope = Math.sin((x / split) * Math.PI) * 70 + 8;
    points.push(`${x},${round(mid + Math.sin(x / 22) * envelope)}`);
  }
  shapes.push({
    kind: 'path',
    d: `M${points.join(' L')}`,
    stroke: gradientRef(`${id}-wave`),
    strokeWidth: 6,
    opacity: 0.95,
  });
  const ends = [
    [width - 140, mid - 170, purple],
    [width - 110, mid, amber],
    [width - 140, mid + 170, pink],
  ] as const;
  for (const [x, y, color] of ends) {
    shapes.push({
      kind: 'path',
      d: `M${split},${mid} C${split + 200},${mid} ${x - 220},${y} ${x},${y}`,
      stroke: color,
      strokeWidth: 2.5,
      opacity: 0.85,
    });
    shapes.push({ kind: 'circle', cx: x, cy: y, r: 26, fill: color, opacity: 0.25 });
    shapes.push({ kind: 'circle', cx: x, cy: y, r: 10, fill: '#ffffff' });
  }
  return {
    gradients: [
      {
        id: `${id}-wave`,
        type: 'linear',
        x1: 0,
        y1: 0,
        x2: split,
        y2: 0,
        stops: [
          { offset: 0, color: purple, opacity: 0.4 },
          { offset: 1, color: pink },
        ],
      },
    ],
    shapes,
  };
};

export const illustrations: Record<string, Motif> = {
  'leadership-constellation': leadershipConstellation,
  'inn-after-hours-calls': innAfterHoursCalls,
  'first-90-days-roadmap': first90DaysRoadmap,
  'data-ownership-orbit': dataOwnershipOrbit,
  'prompt-anatomy': promptAnatomy,
  'voice-agent-soundwave': voiceAgentSoundwave,
};
