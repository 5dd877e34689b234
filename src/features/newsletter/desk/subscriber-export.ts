import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { deskTranslator } from '@/server/desk/messages';
import { listSubscribersWithConsents } from '../server/subscribers-repository';
import { subscriberColumns, subscriberRecord, subscriberRows } from './subscriber-table';

export async function subscriberExport(db: Queryable, _query: unknown, locale: Locale) {
  const t = deskTranslator(locale);
  return {
    header: subscriberColumns.map((column) => t(`csv.columns.${column}`)),
    rows: subscriberRows((await listSubscribersWithConsents(db)).map(subscriberRecord)),
  };
}
