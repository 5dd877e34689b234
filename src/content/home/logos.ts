import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './shared';

/** Shapes an invented wordmark can carry beside its name (symbols of the icon sprite). */
export const wordmarkGlyphs = [
  'orbit',
  'wave',
  'peak',
  'leaf',
  'spark',
  'anchor',
  'diamond',
  'sun',
] as const;
export type WordmarkGlyph = (typeof wordmarkGlyphs)[number];
/** Lettering styles of the wordmarks. */
export const wordmarkStyles = ['serif', 'sans', 'caps', 'italic'] as const;

const wordmarkSchema = z.object({
  name: text,
  glyph: z.enum(wordmarkGlyphs),
  style: z.enum(wordmarkStyles),
});
export type WordmarkLogo = z.infer<typeof wordmarkSchema>;

/**
 * The "trusted by" marquee: two rows of eight invented businesses (no real company is named).
 * Names read the same in every language, so they live outside the translated copy.
 */
export const trustedLogoRows = z
  .array(z.array(wordmarkSchema).length(8))
  .length(2)
  .parse([
    [
      { name: 'Saltmarsh Realty', glyph: 'wave', style: 'serif' },
      { name: 'Lantern Bay Inn', glyph: 'sun', style: 'italic' },
      { name: 'Heronfield Insurance', glyph: 'leaf', style: 'caps' },
      { name: 'Cobalt Pier Motors', glyph: 'diamond', style: 'sans' },
      { name: 'Quillstone Legal', glyph: 'peak', style: 'serif' },
      { name: 'Brackwater Lending', glyph: 'anchor', style: 'caps' },
      { name: 'Fernhollow Dental', glyph: 'spark', style: 'sans' },
      { name: 'Tideglass Outfitters', glyph: 'orbit', style: 'italic' },
    ],
    [
      { name: 'Pelican Crest Homes', glyph: 'peak', style: 'sans' },
      { name: 'Bluewake Analytics', glyph: 'orbit', style: 'caps' },
      { name: 'Copperleaf Clinics', glyph: 'leaf', style: 'serif' },
      { name: 'Windrow Farms', glyph: 'sun', style: 'caps' },
      { name: 'Sandpiper Accounting', glyph: 'wave', style: 'italic' },
      { name: 'Ironbark Builders', glyph: 'diamond', style: 'serif' },
      { name: 'Starling Events', glyph: 'spark', style: 'italic' },
      { name: 'Driftanchor Supply', glyph: 'anchor', style: 'sans' },
    ],
  ]);

export const trustedContent = defineLocalizedContent(z.object({ heading: text }), {
  en: { heading: 'Trusted by owner-led businesses from the coast to the city' },
  es: {
    heading: 'Negocios dirigidos por sus dueños, de la costa a la ciudad, confían en nosotros',
  },
});
