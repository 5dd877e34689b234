import localFont from 'next/font/local';

// Self-hosted subsets of the npm font packages (src/assets/fonts/font-subsets.ts); next/font adds
// size-adjusted fallbacks so text never shifts.
export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

// Headings: semibold only, so any other weight set in this family still draws at 600.
export const fraunces = localFont({
  src: '../assets/fonts/fraunces-latin-600.woff2',
  variable: '--font-fraunces',
  weight: '600',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
});

// The same face at the lighter weights of pull quotes and step numbers (`font-quote`). A family of
// its own because next/font preloads every file of a family, and most pages set neither weight:
// the browser fetches each file only where text uses it. Upright only: the pull quotes are
// slanted by the browser, which spares a page that shows one a further download.
export const frauncesText = localFont({
  src: [
    { path: '../assets/fonts/fraunces-latin-400.woff2', weight: '400', style: 'normal' },
    { path: '../assets/fonts/fraunces-latin-500.woff2', weight: '500', style: 'normal' },
  ],
  variable: '--font-fraunces-text',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});
