import localFont from 'next/font/local';

// Self-hosted from the npm font packages; next/font adds size-adjusted fallbacks so text never shifts.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

// Upright only: the few italic lines (pull quotes) are slanted by the browser, which spares every
// page that shows one a second 46 KB download before its first paint.
export const fraunces = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  preload: false,
});
