import { gradientRef, type Shape } from './scene';
import { glow, INK, planetGradient, round, stars, type Motif } from './primitives';

const constellation: Motif = (input) => {
  const { width, height, accent, random, id } = input;
  const nodes = Array.from({ length: 13 }, () => ({
    x: round(width * (0.08 + random() * 0.84)),
    y: round(height * (0.12 + random() * 0.76)),
  }));
  const shapes: Shape[] = [...stars(input, 80)];
  const dots: Shape[] = [];
  for (let y = 40; y < height; y += 60) {
    for (let x = 40; x < width; x += 60) {
      dots.push({ kind: 'circle', cx: x, cy: y, r: 1.2, fill: INK, opacity: 0.12 });
    }
  }
  shapes.push(...dots);
  nodes.forEach((node, index) => {
    const nearest = nodes
      .map((other, otherIndex) => ({
        otherIndex,
        d: Math.hypot(other.x - node.x, other.y - node.y),
      }))
      .filter(({ otherIndex }) => otherIndex > index)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { otherIndex } of nearest) {
      const other = nodes[otherIndex]!;
      shapes.push({
        kind: 'line',
        x1: node.x,
        y1: node.y,
        x2: other.x,
        y2: other.y,
        stroke: accent,
        strokeWidth: 1.5,
        opacity: 0.55,
      });
    }
  });
  const hub = nodes[0]!;
  shapes.push({ kind: 'circle', cx: hub.x, cy: hub.y, r: 150, fill: gradientRef(`${id}-glow`) });
  nodes.forEach((node, index) => {
    const big = index === 0;
    shapes.push({
      kind: 'circle',
      cx: node.x,
      cy: node.y,
      r: big ? 16 : 9,
      fill: accent,
      opacity: 0.25,
    });
    shapes.push({
      kind: 'circle',
      cx: node.x,
      cy: node.y,
      r: big ? 8 : 4,
      fill: big ? '#fbbf24' : INK,
    });
  });
  return { gradients: [glow(`${id}-glow`, hub.x, hub.y, 150, accent)], shapes };
};

const radar: Motif = (input) => {
  const { width, height, accent, random, id } = input;
  const cx = width * (0.3 + random() * 0.12);
  const cy = height * 0.55;
  const maxR = height * 0.48;
  const shapes: Shape[] = [...stars(input, 60)];
  for (let k = 1; k <= 4; k += 1) {
    shapes.push({
      kind: 'circle',
      cx,
      cy,
      r: round((maxR * k) / 4),
      stroke: accent,
      strokeWidth: 1.5,
      opacity: 0.4,
    });
  }
  for (let a = 0; a < 360; a += 30) {
    const rad = (a * Math.PI) / 180;
    shapes.push({
      kind: 'line',
      x1: cx,
      y1: cy,
      x2: round(cx + Math.cos(rad) * maxR),
      y2: round(cy + Math.sin(rad) * maxR),
      stroke: INK,
      strokeWidth: 1,
      opacity: 0.15,
    });
  }
  const start = -0.4 - random();
  const end = start + 0.9;
  const p = (angle: number) =>
    `${round(cx + Math.cos(angle) * maxR)},${round(cy + Math.sin(angle) * maxR)}`;
  shapes.push({
    kind: 'path',
    d: `M${cx},${cy} L${p(start)} A${round(maxR)},${round(maxR)} 0 0 1 ${p(end)} Z`,
    fill: gradientRef(`${id}-sweep`),
  });
  for (let i = 0; i < 7; i += 1) {
    const angle = random() * 6.28;
    const dist = maxR * (0.2 + random() * 0.75);
    const x = round(cx + Math.cos(angle) * dist);
    const y = round(cy + Math.sin(angle) * dist);
    shapes.push({
      kind: 'circle',
      cx: x,
      cy: y,
      r: 14,
      fill: i % 3 === 0 ? '#fbbf24' : accent,
      opacity: 0.25,
    });
    shapes.push({ kind: 'circle', cx: x, cy: y, r: 5, fill: i % 3 === 0 ? '#fbbf24' : INK });
  }
  const px = width * 0.8;
  const py = height * 0.3;
  shapes.push({ kind: 'circle', cx: px, cy: py, r: 46, fill: gradientRef(`${id}-planet`) });
  shapes.push({
    kind: 'ellipse',
    cx: px,
    cy: py,
    rx: 92,
    ry: 24,
    rotate: -20,
    stroke: INK,
    strokeWidth: 1.5,
    opacity: 0.5,
  });
  return {
    gradients: [
      glow(`${id}-sweep`, cx, cy, maxR, accent),
      planetGradient(`${id}-planet`, px, py, 46, accent),
    ],
    shapes,
  };
};

const ascent: Motif = (input) => {
  const { width, height, accent, random, id } = input;
  const shapes: Shape[] = [...stars({ ...input, height: height * 0.5 }, 50)];
  const count = 9;
  const gap = 18;
  const barWidth = (width * 0.8 - gap * (count - 1)) / count;
  const left = width * 0.1;
  const floor = height * 0.88;
  const tops: [number, number][] = [];
  for (let i = 0; i < count; i += 1) {
    const h = height * (0.14 + (i / count) * 0.5 + random() * 0.1);
    const x = round(left + i * (barWidth + gap));
    shapes.push({
      kind: 'rect',
      x,
      y: round(floor - h),
      width: round(barWidth),
      height: round(h),
      radius: 6,
      fill: gradientRef(`${id}-bar`),
    });
    tops.push([round(x + barWidth / 2), round(floor - h - 36)]);
  }
  shapes.push({
    kind: 'line',
    x1: left - 20,
    y1: floor,
    x2: width * 0.9 + 20,
    y2: floor,
    stroke: INK,
    strokeWidth: 1.5,
    opacity: 0.4,
  });
  shapes.push({
    kind: 'path',
    d: `M${tops.map(([x, y]) => `${x},${y}`).join(' L')}`,
    stroke: '#fbbf24',
    strokeWidth: 3,
  });
  for (const [x, y] of tops) shapes.push({ kind: 'circle', cx: x, cy: y, r: 6, fill: '#fbbf24' });
  const [lastX, lastY] = tops.at(-1)!;
  shapes.push({ kind: 'circle', cx: lastX, cy: lastY, r: 60, fill: gradientRef(`${id}-glow`) });
  return {
    gradients: [
      {
        id: `${id}-bar`,
        type: 'linear',
        x1: 0,
        y1: height * 0.2,
        x2: 0,
        y2: floor,
        stops: [
          { offset: 0, color: accent, opacity: 0.95 },
          { offset: 1, color: '#4338ca', opacity: 0.25 },
        ],
      },
      glow(`${id}-glow`, lastX, lastY, 60, '#fbbf24'),
    ],
    shapes,
  };
};

export const signalMotifs = { constellation, radar, ascent };
