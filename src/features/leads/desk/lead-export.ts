import 'server-only';
import type { LeadState } from '@/config/desk-limits';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { leadKinds, type LeadKind } from '../options';
import { filesOfLeads, listLeads } from '../server/leads-repository';
import { leadTable } from './lead-table';

// The filters of the list on screen, so the download holds what the owner was looking at.
export async function leadExport(
  db: Queryable,
  query: { q?: string; kind?: LeadKind; state?: LeadState },
  locale: Locale,
) {
  const leads = await listLeads(db, { kind: query.kind, state: query.state, query: query.q });
  const files = await filesOfLeads(
    db,
    leads.map((lead) => lead.id),
  );
  return leadTable(leads, files, locale, query.kind ? [query.kind] : leadKinds);
}
