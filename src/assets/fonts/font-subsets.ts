/**
 * The web font files, cut down from the npm packages to what the site sets: the characters of our
 * two languages, the weights it uses and the OpenType features the CSS asks for. Inter stays
 * variable (400-700); Fraunces is cut into one static file per weight, since headings use only
 * one. A page preloads less than half of the two package files.
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
  /** The weight axis kept; a single weight makes a static instance without the variation data. */
  weight: { min: number; max: number };
};

function frauncesInstance(weight: number): FontSubset {
  return {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    output: `src/assets/fonts/fraunces-latin-${weight}.woff2`,
    characters: headingCharacters,
    features: baseFeatures,
    weight: { min: weight, max: weight },
  };
}

export const fontSubsets: FontSubset[] = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'src/assets/fonts/inter-latin-400-700.woff2',
    characters: textCharacters,
    // cv11 and ss01 are the body text's alternates (globals.css); tnum keeps chart figures aligned.
    features: [...baseFeatures, 'cv11', 'ss01', 'tnum'],
    weight: { min: 400, max: 700 },
  },
  // Headings are all semibold: one static instance, half the size of the variable range, is the
  // only display face every page preloads.
  frauncesInstance(600),
  // The pull quotes (regular and medium) and the team page's step numbers; a page loads these
  // only when it sets such text.
  frauncesInstance(400),
  frauncesInstance(500),
];
