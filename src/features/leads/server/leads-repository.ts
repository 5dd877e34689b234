import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { LeadState } from '@/config/desk-limits';
import { leadFiles, leads, storedFiles, type Lead, type NewLead } from '@/server/db/schema';
import { sameAddress } from '@/server/db/same-address';
import type { Queryable } from '@/server/db/types';
import { containing, paged, pageWindow, type Paged } from '@/server/desk/paging';
import type { LeadKind } from '../options';

export interface LeadFileInfo {
  leadId: string;
  position: number;
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface LeadFilter {
  kind?: LeadKind;
  state?: LeadState;
  query?: string;
}

export type LeadSummary = Lead & { fileCount: number };

export async function insertLead(db: Queryable, values: NewLead): Promise<Lead> {
  const [row] = await db.insert(leads).values(values).returning();
  return row!;
}

export async function insertLeadFiles(
  db: Queryable,
  leadId: string,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(leadFiles)
    .values(fileIds.map((fileId, position) => ({ leadId, fileId, position })));
}

function filtered({ kind, state = 'all', query }: LeadFilter) {
  const pattern = query && containing(query);
  return and(
    kind ? eq(leads.kind, kind) : undefined,
    state === 'handled' ? isNotNull(leads.handledAt) : undefined,
    state === 'unhandled' ? isNull(leads.handledAt) : undefined,
    pattern
      ? or(
          ilike(leads.email, pattern),
          ilike(leads.contactName, pattern),
          ilike(leads.company, pattern),
        )
      : undefined,
  );
}

export async function listLeads(db: Queryable, filter: LeadFilter = {}): Promise<Lead[]> {
  return db.select().from(leads).where(filtered(filter)).orderBy(desc(leads.createdAt));
}

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

/** The lead, locked until the transaction ends when `forUpdate`. */
export async function findLead(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<Lead | undefined> {
  const query = db.select().from(leads).where(eq(leads.id, id));
  const [lead] = forUpdate ? await query.for('update') : await query;
  return lead;
}

export async function findLeadsByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Pick<Lead, 'id' | 'contactName' | 'company'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: leads.id, contactName: leads.contactName, company: leads.company })
    .from(leads)
    .where(inArray(leads.id, [...ids]));
}

function leadFilesWhere(db: Queryable, where: ReturnType<typeof and>) {
  return db
    .select({
      leadId: leadFiles.leadId,
      position: leadFiles.position,
      id: storedFiles.id,
      filename: storedFiles.filename,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(leadFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, leadFiles.fileId))
    .where(where)
    .orderBy(asc(leadFiles.leadId), asc(leadFiles.position));
}

export async function filesOfLeads(
  db: Queryable,
  leadIds: readonly string[],
): Promise<LeadFileInfo[]> {
  if (leadIds.length === 0) return [];
  return leadFilesWhere(db, inArray(leadFiles.leadId, leadIds));
}

export async function findLeadFile(
  db: Queryable,
  leadId: string,
  position: number,
): Promise<LeadFileInfo | undefined> {
  const [file] = await leadFilesWhere(
    db,
    and(eq(leadFiles.leadId, leadId), eq(leadFiles.position, position)),
  );
  return file;
}

export async function updateLeadReview(
  db: Queryable,
  id: string,
  review: { handledAt: Date | null; note: string },
): Promise<void> {
  await db.update(leads).set(review).where(eq(leads.id, id));
}

export async function leadsOfPerson(db: Queryable, email: string): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(sameAddress(leads.email, email))
    .orderBy(desc(leads.createdAt));
}

export async function deleteLeadsOfPerson(
  tx: Queryable,
  email: string,
): Promise<{ leads: number; files: LeadFileInfo[] }> {
  const own = await tx.select({ id: leads.id }).from(leads).where(sameAddress(leads.email, email));
  const files = await filesOfLeads(
    tx,
    own.map((lead) => lead.id),
  );
  await tx.delete(leads).where(sameAddress(leads.email, email));
  return { leads: own.length, files };
}
