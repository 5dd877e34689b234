import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  qualifiedName,
  readTableLayouts,
  tableLabel,
  type TableLayout,
} from '@/server/db/backup-catalog';
import {
  embeddedClient,
  inTransaction,
  pgClientSql,
  pgliteSql,
  type SqlClient,
} from '@/server/backup/sql-client';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import {
  bookings,
  emailOutbox,
  leadFiles,
  leads,
  newsletterConsents,
  newsletterSubscribers,
  rateLimits,
  storedFiles,
  studioClosedDays,
} from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import {
  commitStoredFiles,
  readStoredFile,
  StoredFileWriter,
} from '@/server/files/file-store-repository';
import { createEmptyPostgresDatabase } from './test-database';

export type Backend = 'pglite' | 'postgres';

export function sqlOf(handle: DatabaseHandle): SqlClient {
  return handle.kind === 'pglite' ? pgliteSql(embeddedClient(handle)) : pgClientSql(handle.pool!);
}

/** A database with nothing in it, not even the schema: what `npm run restore` expects. */
export async function openEmptyDatabase(
  backend: Backend,
): Promise<{ handle: DatabaseHandle; dataDir?: string; cleanup(): Promise<void> }> {
  if (backend === 'pglite') {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-restore-'));
    const dataDir = path.join(folder, 'db');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return {
      handle,
      dataDir,
      async cleanup() {
        await handle.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 3 });
  return {
    handle,
    async cleanup() {
      await handle.close();
      await empty.drop();
    },
  };
}

async function storeFile(db: Database, filename: string, bytes: Buffer): Promise<string> {
  const writer = await StoredFileWriter.begin(db, { filename, contentType: 'application/pdf' });
  // Uneven pieces, as uploads arrive.
  for (let offset = 0; offset < bytes.length; offset += 300_001) {
    await writer.write(bytes.subarray(offset, offset + 300_001));
  }
  return (await writer.finish()).id;
}

/** Rows in every table the studio writes, with the values that break naive dumps. */
export async function seedStudio(db: Database, { fileBytes = 2_500_000 } = {}) {
  const tricky = 'Ünïcödé — "quotes", \\backslash\\, tab\t, newline\n, emoji 🎨, NUL-free';
  const [booking] = await db
    .insert(bookings)
    .values({
      firstName: 'Ada',
      lastName: "O'Brien",
      email: 'ada@example.com',
      company: tricky,
      challenges: tricky,
      goals: 'Automate reporting.',
      locale: 'es',
      timeZone: 'America/Argentina/Buenos_Aires',
      slotStart: new Date('2027-01-05T15:00:00.123Z'),
      slotEnd: new Date('2027-01-05T15:30:00.123Z'),
      cancelTokenHash: 'a'.repeat(64),
    })
    .returning();
  await db.insert(bookings).values({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    challenges: 'x',
    goals: 'y',
    locale: 'en',
    timeZone: 'Europe/London',
    slotStart: new Date('2027-01-06T15:00:00Z'),
    slotEnd: new Date('2027-01-06T15:30:00Z'),
    status: 'cancelled',
    cancelledAt: new Date('2026-12-01T08:00:00Z'),
    cancelTokenHash: 'b'.repeat(64),
  });
  await db.insert(studioClosedDays).values({ day: '2026-12-24', note: 'Christmas Eve' });
  const files = {
    large: randomBytes(fileBytes),
    small: Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
    empty: Buffer.alloc(0),
  };
  const fileIds = [
    await storeFile(db, 'strategy deck.pdf', files.large),
    await storeFile(db, 'notes.pdf', files.small),
    await storeFile(db, 'empty.pdf', files.empty),
  ];
  await commitStoredFiles(db, fileIds, new Date());
  const [lead] = await db
    .insert(leads)
    .values({
      kind: 'audit',
      locale: 'en',
      email: 'ops@example.com',
      contactName: 'Lin',
      company: 'Example Co',
      answers: { team: tricky, tools: ['crm', 'erp'], nested: { score: 0.1 + 0.2, none: null } },
    })
    .returning();
  await db
    .insert(leadFiles)
    .values(fileIds.map((fileId, position) => ({ leadId: lead!.id, fileId, position })));
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({
      email: 'reader@example.com',
      firstName: 'Rea',
      locale: 'es',
      status: 'confirmed',
      confirmedAt: new Date('2026-11-02T10:11:12.345Z'),
      unsubscribeToken: 'u'.repeat(43),
    })
    .returning();
  await db.insert(newsletterConsents).values([
    { subscriberId: subscriber!.id, action: 'subscribe', source: 'blogazine', locale: 'es' },
    { subscriberId: subscriber!.id, action: 'confirm', source: 'email-link', locale: 'es' },
  ]);
  await db.insert(emailOutbox).values({
    kind: 'booking.confirmation',
    message: {
      to: 'ada@example.com',
      subject: tricky,
      text: tricky,
      html: `<p>${tricky}</p>`,
      attachments: [
        { filename: 'notes.pdf', contentType: 'application/pdf', storedFileId: fileIds[1]! },
      ],
    },
    attempts: 2,
    lastError: 'connect ECONNREFUSED',
  });
  // Enough rows to span several of the ranges of blocks a backup reads at a time.
  await db.insert(rateLimits).values(
    Array.from({ length: 5000 }, (_, index) => ({
      key: `booking:198.51.${Math.floor(index / 256)}.${index % 256}`,
      points: index % 7,
      expire: 1_795_000_000_000 + index,
    })),
  );
  return { booking: booking!, lead: lead!, files, fileIds };
}

/**
 * Every row of every table as text, sorted; bytea as its SHA-256, so equal means byte-equal.
 * `shape`: read only these tables and columns (those of a database at an older schema).
 */
export function tableContents(
  handle: DatabaseHandle,
  shape?: readonly TableLayout[],
): Promise<Map<string, string[][]>> {
  return inTransaction(handle, async (db) => {
    const contents = new Map<string, string[][]>();
    await db.query(`select set_config('timezone', 'UTC', true)`);
    for (const table of shape ?? (await readTableLayouts(db))) {
      const columns = table.columns.map(({ name, type }) =>
        type === 'bytea'
          ? `encode(sha256("${name}"), 'hex')`
          : `coalesce("${name}"::text, '<null>')`,
      );
      const order = columns.map((_, index) => index + 1).join(', ');
      const { rows } = await db.query<Record<string, string>>(
        `select ${columns.map((column, index) => `${column} as c${index}`).join(', ')}
         from ${qualifiedName(table)} order by ${order}`,
      );
      contents.set(
        tableLabel(table),
        rows.map((row) => columns.map((_, index) => row[`c${index}`]!)),
      );
    }
    return contents;
  });
}

/** Each stored file's bytes, read back the way the site reads them. */
export async function storedFileBytes(handle: DatabaseHandle): Promise<Map<string, Buffer>> {
  const files = await handle.db.select({ id: storedFiles.id }).from(storedFiles);
  const bytes = new Map<string, Buffer>();
  for (const { id } of files) bytes.set(id, await readStoredFile(handle.db, id));
  return bytes;
}
