import type { Locale } from '@/i18n/routing';

/** A chart figure with its unit, as readers of the language write it: "42 %", "9 h", "$1.5". */
export function formatFigure(locale: Locale, value: number, unit?: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (!unit) return number;
  return unit === '%' ? `${number}${locale === 'es' ? ' ' : ''}%` : `${number} ${unit}`;
}

/** Where each slice of a pie starts and how much of the turn it takes, both as fractions. */
export function pieSlices(values: readonly number[]): { start: number; fraction: number }[] {
  const total = values.reduce((sum, value) => sum + value, 0) || 1;
  const fractions = values.map((value) => value / total);
  return fractions.map((fraction, index) => ({
    start: fractions.slice(0, index).reduce((sum, before) => sum + before, 0),
    fraction,
  }));
}
