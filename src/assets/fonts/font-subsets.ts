/**
 * The two web fonts, cut down from the npm packages to what the site sets: the characters of our two
 * languages, the weights 400-700 and the OpenType features the CSS asks for. Together they weigh
 * about half of the package files, which is time saved before the first paint on every page.
 *
 * `npm run fonts:subset` rebuilds the files from this description; a test checks that they match it
 * and that every character in our copy is covered.
 */

function range(first: number, last: number): string {
  return String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

const punctuation =
  '\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\u00a9\u00b7';

/** Headings: English and Spanish. */
const headingCharacters = range(0x20, 0x7e) + 'ÁÉÍÓÚÑÜáéíóúñü¡¿«»ªº' + punctuation;

/** Body text and form fields, where visitors type names: all of Latin-1 but the invisible soft hyphen. */
const textCharacters = range(0x20, 0x7e) + range(0xa0, 0xac) + range(0xae, 0xff) + punctuation;

/** Shared by both faces: kerning, ligatures and the mark positioning accented letters rely on. */
const baseFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'];

export type FontSubset = {
  /** The variable font in node_modules this file is cut from. */
  source: string;
  /** Where the subset is written, relative to the project root. */
  output: string;
  characters: string;
  features: string[];
  weight: { min: number; max: number };
};

export const fontSubsets: FontSubset[] = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'src/assets/fonts/inter-latin-400-700.woff2',
    characters: textCharacters,
    // cv11 and ss01 are the body text's alternates (globals.css); tnum keeps chart figures aligned.
    features: [...baseFeatures, 'cv11', 'ss01', 'tnum'],
    weight: { min: 400, max: 700 },
  },
  {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    output: 'src/assets/fonts/fraunces-latin-400-700.woff2',
    characters: headingCharacters,
    features: baseFeatures,
    weight: { min: 400, max: 700 },
  },
];
