import 'server-only';
import type { LeadState } from '@/config/desk-limits';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { deskTranslator } from '@/server/desk/messages';
import { leadKinds, type LeadKind } from '../options';
import { filesOfLeads, listLeads } from '../server/leads-repository';
import { leadsTranslator } from '../server/messages';
import { leadColumns, leadRows } from './lead-table';

const reviewColumns = ['handledAt', 'note'];

// Columns the desk names itself, else the question as the form asks it.
function headerLabel(locale: Locale) {
  const t = deskTranslator(locale);
  const questions = leadsTranslator(locale);
  return (column: string) => {
    const own = `csv.columns.${column}` as never;
    if (t.has(own)) return t(own);
    const question = `fields.${column}` as never;
    return questions.has(question) ? questions(question) : column;
  };
}

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
  const columns = leadColumns(query.kind ? [query.kind] : leadKinds);
  const rows = leadRows(leads, files, columns).map((row, index) => [
    ...row,
    leads[index]!.handledAt,
    leads[index]!.note,
  ]);
  return { header: [...columns, ...reviewColumns].map(headerLabel(locale)), rows };
}
