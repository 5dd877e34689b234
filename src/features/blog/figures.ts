import type { Locale } from '@/i18n/routing';

export function formatFigure(locale: Locale, value: number, unit?: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (!unit) return number;
  return unit === '%' ? `${number}${locale === 'es' ? ' ' : ''}%` : `${number} ${unit}`;
}

export function pieSlices(values: readonly number[]): { start: number; fraction: number }[] {
  const total = values.reduce((sum, value) => sum + value, 0) || 1;
  const fractions = values.map((value) => value / total);
  return fractions.map((fraction, index) => ({
    start: fractions.slice(0, index).reduce((sum, before) => sum + before, 0),
    fraction,
  }));
}
