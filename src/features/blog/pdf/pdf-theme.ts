export const pdfColors = {
  ink: '#17130f',
  muted: '#5a5149',
  rule: '#e1d8ce',
  track: '#efe9e2',
  purple: '#6d28d9',
  indigo: '#4338ca',
  pink: '#be185d',
  amber: '#b45309',
  blue: '#1d4ed8',
  green: '#15803d',
  orange: '#c2410c',
} as const;

export const pdfFonts = {
  body: 'Inter',
  italic: 'Inter-Italic',
  bold: 'Inter-SemiBold',
  display: 'Fraunces',
  displayItalic: 'Fraunces-Italic',
} as const;

export const pdfFontFiles: Record<(typeof pdfFonts)[keyof typeof pdfFonts], [string, string]> = {
  Inter: ['inter', 'inter-latin-400-normal.woff'],
  'Inter-Italic': ['inter', 'inter-latin-400-italic.woff'],
  'Inter-SemiBold': ['inter', 'inter-latin-600-normal.woff'],
  Fraunces: ['fraunces', 'fraunces-latin-600-normal.woff'],
  'Fraunces-Italic': ['fraunces', 'fraunces-latin-400-italic.woff'],
};
