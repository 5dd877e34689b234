import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLockKeys } from '@/server/db/advisory-lock';
import { deleteExpiredRecords } from '@/server/db/retention-queries';
import {
  bookings,
  emailOutbox,
  leadFiles,
  leads,
  storedFiles,
  studioActivity,
  studioChallenges,
  studioInvites,
  studioPasskeys,
  studioSessions,
} from '@/server/db/schema';
import { StoredFileWriter, commitStoredFiles } from '@/server/files/file-store-repository';
import { visitor } from './support/requests';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe.each(backends.both)('retention on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database.cleanup());

  function booking(sessionDaysAgo: number, token: string) {
    const slotStart = daysAgo(sessionDaysAgo);
    return {
      ...visitor,
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 30 * 60_000),
      cancelTokenHash: token,
    };
  }

  function email(sentDaysAgo: number | null) {
    return {
      kind: 'booking.confirmation',
      message: {
        to: 'grace@example.com',
        subject: 'Booked',
        text: 'Booked',
        html: '<p>Booked</p>',
      },
      sentAt: sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
    };
  }

  it('deletes bookings 24 months after the session and sent emails after 30 days', async () => {
    const { db } = database.handle;
    await db
      .insert(bookings)
      .values([booking(740, 'expired'), booking(700, 'kept'), booking(-3, 'upcoming')]);
    await db.insert(emailOutbox).values([email(31), email(29), email(null)]);

    expect(await deleteExpiredRecords(db, now)).toMatchObject({
      ran: true,
      bookings: 1,
      emails: 1,
    });

    const left = await db.select({ token: bookings.cancelTokenHash }).from(bookings);
    expect(left.map((row) => row.token).sort()).toEqual(['kept', 'upcoming']);
    const emails = await db.select({ sentAt: emailOutbox.sentAt }).from(emailOutbox);
    expect(emails.map((row) => row.sentAt?.toISOString() ?? null).sort()).toEqual([
      daysAgo(29).toISOString(),
      null,
    ]);
    expect(await deleteExpiredRecords(db, now)).toMatchObject({
      ran: true,
      bookings: 0,
      emails: 0,
    });
  });

  it('deletes leads and their files 12 months after they were sent, and unfinished uploads after an hour', async () => {
    const { db } = database.handle;
    // Uploads are stamped by the database clock, so this test runs on real time.
    const today = new Date();
    const before = (days: number) => new Date(today.getTime() - days * 86_400_000);
    async function lead(sentDaysAgo: number, company: string) {
      const file = await StoredFileWriter.begin(db, {
        filename: `${company}.txt`,
        contentType: 'text/plain',
      });
      await file.write(Buffer.from(`notes of ${company}`));
      await file.finish();
      await commitStoredFiles(db, [file.id], before(sentDaysAgo));
      const [row] = await db
        .insert(leads)
        .values({
          kind: 'audit',
          locale: 'en',
          email: 'grace@example.com',
          company,
          answers: {},
          createdAt: before(sentDaysAgo),
        })
        .returning();
      await db.insert(leadFiles).values({ leadId: row!.id, fileId: file.id, position: 0 });
    }
    await lead(370, 'expired');
    await lead(360, 'kept');
    const unfinished = await StoredFileWriter.begin(db, {
      filename: 'half.pdf',
      contentType: 'application/pdf',
    });
    await unfinished.write(Buffer.from('%PDF-1.7'));

    expect(await deleteExpiredRecords(db, today)).toMatchObject({ leads: 1, unfinishedUploads: 0 });
    const later = new Date(today.getTime() + 2 * 3_600_000);
    expect(await deleteExpiredRecords(db, later)).toMatchObject({ leads: 0, unfinishedUploads: 1 });
    expect((await db.select().from(leads)).map((row) => row.company)).toEqual(['kept']);
    expect((await db.select().from(storedFiles)).map((row) => row.filename)).toEqual(['kept.txt']);
  });

  it('deletes desk sign-ins 30 days after they ended, but keeps the sessions the activity log names', async () => {
    const { db } = database.handle;
    const [passkey] = await db
      .insert(studioPasskeys)
      .values({ credentialId: 'retention-key', publicKey: 'key', name: 'Laptop' })
      .returning();
    const session = (token: string, lastSeenDaysAgo: number) => ({
      tokenHash: token,
      passkeyId: passkey!.id,
      createdAt: daysAgo(lastSeenDaysAgo + 1),
      lastSeenAt: daysAgo(lastSeenDaysAgo),
      expiresAt: daysAgo(lastSeenDaysAgo - 1),
    });
    const sessions = await db
      .insert(studioSessions)
      .values([session('old-quiet', 31), session('old-logged', 40), session('recent', 29)])
      .returning();
    await db
      .insert(studioActivity)
      .values({ sessionId: sessions[1]!.id, action: 'booking.cancel', createdAt: daysAgo(40) });
    const invites = await db
      .insert(studioInvites)
      .values([
        {
          tokenHash: 'used-long-ago',
          source: 'start',
          expiresAt: daysAgo(50),
          usedAt: daysAgo(50),
        },
        { tokenHash: 'never-used', source: 'request', expiresAt: daysAgo(31) },
        {
          tokenHash: 'used-lately',
          source: 'command',
          expiresAt: daysAgo(10),
          usedAt: daysAgo(10),
        },
      ])
      .returning();
    await db.insert(studioChallenges).values([
      {
        ceremonyHash: 'stale',
        ceremony: 'registration',
        challenge: 'c1',
        inviteId: invites[2]!.id,
        expiresAt: daysAgo(31),
      },
      { ceremonyHash: 'fresh', ceremony: 'authentication', challenge: 'c2', expiresAt: daysAgo(1) },
    ]);

    expect(await deleteExpiredRecords(db, now)).toMatchObject({ ran: true, signIns: 4 });
    const tokens = async (table: typeof studioSessions | typeof studioInvites) =>
      (await db.select({ token: table.tokenHash }).from(table)).map((row) => row.token).sort();
    expect(await tokens(studioSessions)).toEqual(['old-logged', 'recent']);
    expect(await tokens(studioInvites)).toEqual(['used-lately']);
    const challenges = await db
      .select({ hash: studioChallenges.ceremonyHash })
      .from(studioChallenges);
    expect(challenges.map((row) => row.hash)).toEqual(['fresh']);
  });

  it.runIf(backend === 'postgres')(
    'skips its turn while another server is sweeping, and sweeps once that one is done',
    async () => {
      const { db, pool } = database.handle;
      await db.insert(bookings).values(booking(800, 'expired-later'));
      // Another server's sweep holds the lock on a connection of its own.
      const otherServer = await pool!.connect();
      try {
        await otherServer.query('select pg_advisory_lock($1)', [advisoryLockKeys.retentionSweep]);
        expect(await deleteExpiredRecords(db, now)).toEqual({ ran: false });
        expect(await db.select().from(bookings)).toHaveLength(3);

        await otherServer.query('select pg_advisory_unlock($1)', [advisoryLockKeys.retentionSweep]);
        expect(await deleteExpiredRecords(db, now)).toMatchObject({
          ran: true,
          bookings: 1,
          emails: 0,
        });
      } finally {
        otherServer.release();
      }
    },
  );
});
