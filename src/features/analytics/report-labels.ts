import type { Locale } from '@/i18n/routing';
import type { AnalyticsGoal } from '@/server/db/schema';
import type { BreakdownDimension, FunnelStep } from './server/report-queries';
import type en from '@messages/en/studio.json';

type AnalyticsMessages = (typeof en)['Studio']['analytics'];
type DeviceKey = keyof AnalyticsMessages['values']['devices'];

export interface AnalyticsTranslator {
  (key: string, values?: Record<string, string | number>): string;
}

const isDevice = (value: string): value is DeviceKey =>
  ['desktop', 'mobile', 'tablet', 'tv', 'unknown'].includes(value);

// What a stored value means to a reader: "" is "no source" for a source, and so on.
export function valueLabel(
  t: AnalyticsTranslator,
  locale: Locale,
  dimension: BreakdownDimension,
  value: string,
): string {
  if (dimension === 'source') return value || t('values.direct');
  if (dimension === 'campaign' || dimension === 'medium') return value || t('values.noCampaign');
  if (dimension === 'device') return t(`values.devices.${isDevice(value) ? value : 'unknown'}`);
  if (dimension === 'language' || dimension === 'country') {
    if (!value) return t('values.unknown');
    const names = new Intl.DisplayNames([locale], {
      type: dimension === 'language' ? 'language' : 'region',
    });
    return names.of(value) ?? value;
  }
  return value || t('values.unknown');
}

export const goalLabel = (t: AnalyticsTranslator, goal: AnalyticsGoal) => t(`goals.names.${goal}`);

export const stepLabel = (t: AnalyticsTranslator, step: FunnelStep['step']) =>
  t(`funnel.steps.${step}`);
