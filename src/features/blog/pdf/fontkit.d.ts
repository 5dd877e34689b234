declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** Empty for a static font. */
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
  }
  export function create(buffer: Buffer): Font;
}
