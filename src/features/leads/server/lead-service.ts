import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Database, Queryable } from '@/server/db/client';
import { leadFiles, leads, storedFiles, type Lead } from '@/server/db/schema';
import { commitStoredFiles } from '@/server/files/store';
import { enqueueEmail } from '@/server/mail/outbox';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import type { LeadKind } from '../options';
import type { Audit, Readiness, Wizard } from '../schema';
import { studioNotification, visitorAcknowledgment } from './emails';
import type { ReceivedFile } from './uploads';

export type LeadSubmission =
  | { kind: 'readiness'; data: Readiness }
  | { kind: 'audit'; data: Audit }
  | { kind: 'wizard'; data: Wizard };

export interface LeadContext {
  now: Date;
  locale: Locale;
  studioEmail: string;
}

/** Who sent it, for the record's own columns; the whole payload goes to `answers`. */
function contactOf(submission: LeadSubmission) {
  switch (submission.kind) {
    case 'readiness':
      return { contactName: submission.data.name, company: submission.data.companyName };
    case 'audit':
      return { contactName: submission.data.fullName, company: submission.data.companyName };
    case 'wizard':
      return { contactName: '', company: submission.data.companyName };
  }
}

/** The answers as kept: without the language and honeypot, and tool names only if tools are used. */
function answersOf(submission: LeadSubmission): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...submission.data };
  delete answers.locale;
  delete answers.referenceCode;
  if (submission.kind === 'readiness' && submission.data.usesAITools === 'no') {
    delete answers.aiToolNames;
  }
  // Only what JSON can hold: unset optional answers are left out.
  return JSON.parse(JSON.stringify(answers)) as Record<string, unknown>;
}

/**
 * Stores a lead with its files and queues both emails (the visitor's acknowledgment and the
 * studio's notification) in one transaction: once this returns, nothing of it can be lost, and
 * nothing is announced that was not stored. Files were written beforehand (`receiveUploads`)
 * and count from this commit on.
 */
export async function storeLead(
  db: Database,
  submission: LeadSubmission,
  files: readonly ReceivedFile[],
  context: LeadContext,
): Promise<Lead> {
  const lead = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(leads)
      .values({
        kind: submission.kind,
        locale: submission.data.locale ?? context.locale,
        email: submission.data.email,
        ...contactOf(submission),
        answers: answersOf(submission),
        createdAt: context.now,
      })
      .returning();
    if (files.length) {
      await tx
        .insert(leadFiles)
        .values(
          files.map((file, position) => ({ leadId: created!.id, fileId: file.id, position })),
        );
      await commitStoredFiles(
        tx,
        files.map((file) => file.id),
        context.now,
      );
    }
    await enqueueEmail(
      tx,
      `lead.${submission.kind}.acknowledgment`,
      visitorAcknowledgment(created!, files),
    );
    await enqueueEmail(
      tx,
      `lead.${submission.kind}.studio-notification`,
      studioNotification(created!, files, context.studioEmail),
    );
    return created!;
  });
  wakeOutboxSender();
  return lead;
}

export interface LeadFileInfo {
  leadId: string;
  position: number;
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

/** Every lead, newest first, optionally of one kind. */
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

/** The files of the given leads, in the order they were sent. */
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
