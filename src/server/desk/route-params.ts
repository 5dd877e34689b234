import 'server-only';
import type { Locale } from '@/i18n/routing';
import { isRecordId } from './record-id';
import { screenError, type ErrorScreen } from './messages';

export function recordId(value: string | undefined, locale: Locale, screen: ErrorScreen): string {
  if (!isRecordId(value)) throw screenError(404, locale, screen, 'notFound');
  return value;
}
