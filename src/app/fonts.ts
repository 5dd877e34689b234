import localFont from 'next/font/local';

// Subsets cut by src/assets/fonts/font-subsets.ts; next/font's fallbacks keep text from shifting.
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

// Its own family, as next/font preloads every file of one; upright only, the browser slants quotes.
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
