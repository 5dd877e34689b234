/** The part of fontkit (PDFKit's font engine) the PDF tests use to check glyph coverage. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
