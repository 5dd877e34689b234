import {
  insertConsent,
  insertSubscriberIfNew,
} from '@/features/newsletter/server/subscribers-repository';
import { insertLead, insertLeadFiles } from '@/features/leads/server/leads-repository';
import { emailOutbox, type Lead, type Subscriber } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { commitStoredFiles, StoredFileWriter } from '@/server/files/file-store-repository';
import { audit } from './leads';

export async function storedLead(
  db: Database,
  {
    email = audit.email,
    company = audit.companyName,
    files = [] as { name: string; bytes: Buffer; type: string }[],
  } = {},
): Promise<{ lead: Lead; fileIds: string[] }> {
  const fileIds: string[] = [];
  for (const file of files) {
    const writer = await StoredFileWriter.begin(db, {
      filename: file.name,
      contentType: file.type,
    });
    await writer.write(file.bytes);
    fileIds.push((await writer.finish()).id);
  }
  const lead = await db.transaction(async (tx) => {
    const created = await insertLead(tx, {
      kind: 'audit',
      locale: 'es',
      email,
      contactName: audit.fullName,
      company,
      answers: { ...audit, email, companyName: company },
    });
    await insertLeadFiles(tx, created.id, fileIds);
    await commitStoredFiles(tx, fileIds, new Date());
    return created;
  });
  return { lead, fileIds };
}

export async function storedSubscriber(db: Database, email: string): Promise<Subscriber> {
  const subscriber = (await insertSubscriberIfNew(db, {
    email,
    locale: 'en',
    status: 'confirmed',
    unsubscribeToken: crypto.randomUUID(),
    confirmedAt: new Date(),
  }))!;
  await insertConsent(db, {
    subscriberId: subscriber.id,
    action: 'subscribe',
    source: 'blogazine',
    locale: 'en',
  });
  await insertConsent(db, {
    subscriberId: subscriber.id,
    action: 'confirm',
    source: 'email-link',
    locale: 'en',
  });
  return subscriber;
}

export async function queuedEmail(db: Database, kind: string, to: string, replyTo?: string) {
  await db.insert(emailOutbox).values({
    kind,
    message: { to, replyTo, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
  });
}

/** A CSV download as a spreadsheet program reads it: its byte-order mark, header and rows. */
export async function spreadsheetOf(response: Response) {
  // `text()` drops the byte-order mark: the bytes are read instead.
  const bytes = new Uint8Array(await response.arrayBuffer());
  const [header = '', ...rows] = new TextDecoder().decode(bytes).trim().split('\r\n');
  return { byteOrderMark: [...bytes.subarray(0, 3)], header, rows };
}
