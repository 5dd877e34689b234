import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './shared';

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
const wordmarkStyles = ['serif', 'sans', 'caps', 'italic'] as const;

const wordmarkSchema = z.object({
  name: text,
  glyph: z.enum(wordmarkGlyphs),
  style: z.enum(wordmarkStyles),
});
export type WordmarkLogo = z.infer<typeof wordmarkSchema>;

// Invented businesses (no real company is named), whose names read the same in every language.
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
