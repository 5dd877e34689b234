import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@/server/db/types';
import { leadFiles, leads, storedFiles, type Lead, type NewLead } from '@/server/db/schema';
import type { LeadKind } from '../options';

export interface LeadFileInfo {
  leadId: string;
  position: number;
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

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

export async function listLeads(db: Queryable, kind?: LeadKind): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(kind ? eq(leads.kind, kind) : undefined)
    .orderBy(desc(leads.createdAt));
}

export async function findLead(db: Queryable, id: string): Promise<Lead | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

export async function filesOfLeads(
  db: Queryable,
  leadIds: readonly string[],
): Promise<LeadFileInfo[]> {
  if (leadIds.length === 0) return [];
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
    .where(inArray(leadFiles.leadId, leadIds))
    .orderBy(asc(leadFiles.leadId), asc(leadFiles.position));
}
