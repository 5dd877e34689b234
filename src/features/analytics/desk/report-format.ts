import type { Locale } from '@/i18n/routing';
import type { AnalyticsTranslator } from '@/features/analytics/report-labels';

export interface ReportFormat {
  t: AnalyticsTranslator;
  locale: Locale;
  number(value: number): string;
  decimal(value: number): string;
  percent(value: number): string;
  day(day: string): string;
}
