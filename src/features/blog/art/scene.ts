// Drawn both as SVG for the site and with PDFKit for the PDF, so both show the same pictures.

interface GradientStop {
  offset: number;
  color: string;
  opacity?: number;
}

export type Gradient =
  | {
      id: string;
      type: 'linear';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      stops: GradientStop[];
    }
  | { id: string; type: 'radial'; cx: number; cy: number; r: number; stops: GradientStop[] };

type Paint = string;

interface Style {
  fill?: Paint;
  stroke?: Paint;
  strokeWidth?: number;
  opacity?: number;
  dash?: [number, number];
}

export type Shape =
  | ({ kind: 'circle'; cx: number; cy: number; r: number } & Style)
  | ({ kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; rotate?: number } & Style)
  | ({ kind: 'rect'; x: number; y: number; width: number; height: number; radius?: number } & Style)
  | ({ kind: 'line'; x1: number; y1: number; x2: number; y2: number } & Style)
  | ({ kind: 'path'; d: string } & Style)
  /** Numbers, not words: pictures are shared by every language. */
  | ({ kind: 'text'; x: number; y: number; text: string; size: number } & Style);

export interface Scene {
  width: number;
  height: number;
  gradients: Gradient[];
  shapes: Shape[];
}

export const gradientRef = (id: string): Paint => `url(#${id})`;

export function gradientId(paint: Paint | undefined): string | undefined {
  return paint?.match(/^url\(#(.+)\)$/)?.[1];
}

// FNV-1a, so the same slug always draws the same picture.
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
