import { describe, expect, it } from 'vitest';
import { migrationsUpTo } from '@/server/backup/restore';
import { knownMigrations } from '@/server/db/backup-catalog';
import { migrateDatabase } from '@/server/db/client';
import { openEmptyDatabase, sqlOf } from './support/backup-fixtures';
import { backends } from './support/test-database';

const MIGRATION = '0013_outbox_sent_without_tokens';
const token = 'A'.repeat(21) + 'z'.repeat(22);
const link = `https://marlowe.studio/es/booking/cancel?token=${token}`;

function message(calendarFold: number) {
  const description = `DESCRIPTION:Manage: ${link}\\nSee you`;
  return {
    to: 'visitor@example.com',
    subject: 'Booked',
    text: `Cancel: ${link}`,
    html: `<a href="${link}&amp;x=1">Cancel</a>`,
    headers: { 'List-Unsubscribe': `<${link}>` },
    calendar: {
      method: 'REQUEST',
      filename: 'session.ics',
      content: `${description.slice(0, calendarFold)}\r\n ${description.slice(calendarFold)}`,
    },
  };
}

describe.each(backends.both)('the upgrade of an outbox written before (%s)', (backend) => {
  it('removes the tokens of emails sent or refused, and leaves unsent ones whole', async () => {
    const empty = await openEmptyDatabase(backend);
    const known = await knownMigrations();
    const before = await migrationsUpTo(
      known,
      known[known.findIndex((m) => m.tag === MIGRATION) - 1]!,
    );
    try {
      await migrateDatabase(empty.handle, before.folder);
      const sql = sqlOf(empty.handle);
      const insert = (state: string) =>
        sql.query(
          `insert into email_outbox (kind, message, sent_at, refused_at) values ('booking.confirmation', $1::jsonb, $2, $3)`,
          [
            JSON.stringify(message(60)),
            state === 'sent' ? new Date() : null,
            state === 'refused' ? new Date() : null,
          ],
        );
      for (const state of ['sent', 'refused', 'unsent']) await insert(state);
      await migrateDatabase(empty.handle);

      const { rows } = await sql.query<{ sent: boolean; refused: boolean; message: string }>(
        `select sent_at is not null as sent, refused_at is not null as refused, message::text as message
           from email_outbox order by created_at, id`,
      );
      const unsent = rows.filter((row) => !row.sent && !row.refused);
      expect(unsent).toHaveLength(1);
      expect(JSON.parse(unsent[0]!.message)).toEqual(message(60));
      const settled = rows.filter((row) => row.sent || row.refused);
      expect(settled).toHaveLength(2);
      for (const row of settled) {
        expect(row.message).not.toContain(token.slice(0, 10));
        expect(row.message).not.toContain(token.slice(-10));
        const kept = JSON.parse(row.message) as ReturnType<typeof message>;
        const removed = 'https://marlowe.studio/es/booking/cancel?token=removed';
        expect(kept.text).toBe(`Cancel: ${removed}`);
        expect(kept.html).toBe(`<a href="${removed}&amp;x=1">Cancel</a>`);
        expect(kept.headers['List-Unsubscribe']).toBe(`<${removed}>`);
        expect(kept.calendar.content).toBe(`DESCRIPTION:Manage: ${removed}\\nSee you`);
      }
    } finally {
      await before.remove();
      await empty.cleanup();
    }
  }, 180_000);
});
