import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { listSubscribersWithConsents } from '../server/subscribers-repository';
import { subscriberTable } from './subscriber-table';

export async function subscriberExport(db: Queryable, _query: unknown, locale: Locale) {
  return subscriberTable(await listSubscribersWithConsents(db), locale);
}
