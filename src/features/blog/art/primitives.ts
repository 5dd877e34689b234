import type { Gradient, Shape } from './scene';

export const artAccents = {
  purple: '#a78bfa',
  indigo: '#818cf8',
  pink: '#f472b6',
  amber: '#fbbf24',
  blue: '#60a5fa',
  green: '#4ade80',
  orange: '#fb923c',
} as const;

export type ArtAccent = keyof typeof artAccents;

export const INK = '#f4f1ec';
export const SKY_TOP = '#0b0a14';
export const SKY_BOTTOM = '#1c1236';

interface MotifInput {
  width: number;
  height: number;
  accent: string;
  random: () => number;
  /** Prefix for gradient ids, unique per picture on a page. */
  id: string;
}

export type Motif = (input: MotifInput) => { gradients: Gradient[]; shapes: Shape[] };

export const round = (value: number) => Math.round(value * 10) / 10;

export function stars({ width, height, random }: MotifInput, count: number): Shape[] {
  return Array.from({ length: count }, () => ({
    kind: 'circle' as const,
    cx: round(random() * width),
    cy: round(random() * height),
    r: round(0.8 + random() * 1.8),
    fill: INK,
    opacity: round(0.25 + random() * 0.6),
  }));
}

export function planetGradient(
  id: string,
  cx: number,
  cy: number,
  r: number,
  accent: string,
): Gradient {
  return {
    id,
    type: 'radial',
    cx: cx - r * 0.35,
    cy: cy - r * 0.4,
    r: r * 1.5,
    stops: [
      { offset: 0, color: '#ede9fe' },
      { offset: 0.35, color: accent },
      { offset: 0.75, color: '#4338ca' },
      { offset: 1, color: '#1e1b4b' },
    ],
  };
}

export function glow(id: string, cx: number, cy: number, r: number, color: string): Gradient {
  return {
    id,
    type: 'radial',
    cx,
    cy,
    r,
    stops: [
      { offset: 0, color, opacity: 0.55 },
      { offset: 1, color, opacity: 0 },
    ],
  };
}
