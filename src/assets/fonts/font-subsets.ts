// `npm run fonts:subset` cuts the package fonts to this; pages preload under half their bytes.

function range(first: number, last: number): string {
  return String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

const punctuation =
  '\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\u00a9\u00b7';

const headingCharacters = range(0x20, 0x7e) + 'ÁÉÍÓÚÑÜáéíóúñü¡¿«»ªº' + punctuation;

// Form fields take visitors' names: all of Latin-1 but the invisible soft hyphen.
const textCharacters = range(0x20, 0x7e) + range(0xa0, 0xac) + range(0xae, 0xff) + punctuation;

// Accented letters rely on ccmp, mark and mkmk.
const baseFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'];

export type FontSubset = {
  source: string;
  output: string;
  characters: string;
  features: string[];
  /** A single weight makes a static instance without the variation data. */
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
  // Headings are all semibold: one static instance, half the variable range's size.
  frauncesInstance(600),
  // Pull quotes and the team page's step numbers: loaded only by pages that set them.
  frauncesInstance(400),
  frauncesInstance(500),
];
