import type { Locale } from '@/i18n/routing';
import type { Database } from '@/server/db/types';
import type { Lead } from '@/server/db/schema';
import { commitStoredFiles } from '@/server/files/file-store-repository';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import type { Audit, Readiness, Wizard } from '../schema';
import { studioNotification, visitorAcknowledgment } from './emails';
import { insertLead, insertLeadFiles } from './leads-repository';
import type { ReceivedFile } from './uploads';

type LeadSubmission =
  | { kind: 'readiness'; data: Readiness }
  | { kind: 'audit'; data: Audit }
  | { kind: 'wizard'; data: Wizard };

interface LeadContext {
  now: Date;
  locale: Locale;
  studioEmail: string;
}

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

// Nothing is announced that was not stored; uploaded files count from this commit on.
export async function storeLead(
  db: Database,
  submission: LeadSubmission,
  files: readonly ReceivedFile[],
  context: LeadContext,
): Promise<Lead> {
  const fileIds = files.map((file) => file.id);
  const lead = await db.transaction(async (tx) => {
    const created = await insertLead(tx, {
      kind: submission.kind,
      locale: submission.data.locale ?? context.locale,
      email: submission.data.email,
      ...contactOf(submission),
      answers: answersOf(submission),
      createdAt: context.now,
    });
    await insertLeadFiles(tx, created.id, fileIds);
    await commitStoredFiles(tx, fileIds, context.now);
    await enqueueEmail(
      tx,
      `lead.${submission.kind}.acknowledgment`,
      visitorAcknowledgment(created, files),
    );
    await enqueueEmail(
      tx,
      `lead.${submission.kind}.studio-notification`,
      studioNotification(created, files, context.studioEmail),
    );
    return created;
  });
  wakeOutboxSender();
  return lead;
}
