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

// Upright only: the few italic lines (pull quotes) are slanted by the browser, which spares every
// page that shows one a second 46 KB download before its first paint.
export const fraunces = localFont({
  src: '../assets/fonts/fraunces-latin-400-700.woff2',
  variable: '--font-fraunces',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
});
