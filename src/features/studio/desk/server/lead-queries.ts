import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import { filesOfLeads, type LeadFileInfo } from '@/features/leads/server/leads-repository';
import type { LeadKind } from '@/features/leads/options';
import { leadFiles, leads, storedFiles, type Lead } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import type { LeadState } from '../config';
import { containing, paged, pageWindow, type Paged } from './paging';

export interface LeadFilter {
  kind?: LeadKind;
  state: LeadState;
  query: string;
}

function filtered({ kind, state, query }: LeadFilter) {
  const pattern = containing(query);
  return and(
    kind ? eq(leads.kind, kind) : undefined,
    state === 'handled' ? isNotNull(leads.handledAt) : undefined,
    state === 'unhandled' ? isNull(leads.handledAt) : undefined,
    query
      ? or(
          ilike(leads.email, pattern),
          ilike(leads.contactName, pattern),
          ilike(leads.company, pattern),
        )
      : undefined,
  );
}

export type LeadSummary = Lead & { fileCount: number };

export async function listLeadsPage(
  db: Queryable,
  filter: LeadFilter,
  page: number,
): Promise<Paged<LeadSummary>> {
  const rows = await db
    .select({ lead: leads, fileCount: count(leadFiles.fileId) })
    .from(leads)
    .leftJoin(leadFiles, eq(leadFiles.leadId, leads.id))
    .where(filtered(filter))
    .groupBy(leads.id)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  return paged(
    rows.map((row) => ({ ...row.lead, fileCount: row.fileCount })),
    page,
  );
}

export async function countUnhandledLeads(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leads).where(isNull(leads.handledAt));
  return row?.total ?? 0;
}

export async function leadsForExport(
  db: Queryable,
  filter: LeadFilter,
): Promise<{ leads: Lead[]; files: LeadFileInfo[] }> {
  const found = await db
    .select()
    .from(leads)
    .where(filtered(filter))
    .orderBy(desc(leads.createdAt));
  return {
    leads: found,
    files: await filesOfLeads(
      db,
      found.map((lead) => lead.id),
    ),
  };
}

export async function findLeadFile(db: Queryable, leadId: string, position: number) {
  const [file] = await db
    .select({
      id: storedFiles.id,
      filename: storedFiles.filename,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(leadFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, leadFiles.fileId))
    .where(and(eq(leadFiles.leadId, leadId), eq(leadFiles.position, position)));
  return file;
}

export async function updateLeadReview(
  db: Queryable,
  id: string,
  review: { handledAt: Date | null; note: string },
): Promise<void> {
  await db.update(leads).set(review).where(eq(leads.id, id));
}
