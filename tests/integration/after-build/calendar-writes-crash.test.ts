import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { studioTimeZone } from '@/config/site';
import { readLimits } from '@/features/calendars/server/calendar-readers';
import { connectCalendar } from '@/features/calendars/server/connect-calendar';
import { openMigratedDatabase } from '@/server/db/client';
import { spawnNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import {
  hasRadicale,
  removeRadicale,
  startRadicale,
  type Radicale,
} from '../../api/support/radicale';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../../api/support/test-database';
import { bookingRequest, openSlots, postJson, watchUntilHealthy } from './support/visitors';

const SECRET = 'c3'.repeat(32);

/** The token of the links emailed to `email`, read from the servers' .eml outboxes. */
async function emailedToken(
  dataDirs: readonly string[],
  email: string,
): Promise<string | undefined> {
  for (const dir of dataDirs) {
    const outbox = path.join(dir, 'outbox');
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      const message = await PostalMime.parse(await readFile(path.join(outbox, name)));
      if (!message.to?.some((to) => to.address === email)) continue;
      const token = /reschedule\?token=([\w-]+)/.exec(message.text ?? '')?.[1];
      if (token) return token;
    }
  }
  return undefined;
}

/**
 * Against the production build, two servers on one PostgreSQL database writing each booking to a
 * CalDAV calendar in a real Radicale: created, moved and cancelled through a kill -9, each change
 * reaching the calendar once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !hasRadicale)(
  'bookings written to a CalDAV calendar through a kill -9',
  () => {
    let database: EmptyPostgresDatabase;
    let radicale: Radicale;
    let sql: Client;
    const dataDirs: string[] = [];
    const servers: RunningServer[] = [];

    const start = async (index: number) => {
      const server = await spawnNextServer({
        DATABASE_URL: database.url,
        SMTP_URL: '',
        TRUST_PROXY: 'true',
        DATA_DIR: dataDirs[index],
        STUDIO_SECRET: SECRET,
        CALENDAR_ALLOW_PRIVATE_ADDRESSES: 'true',
      });
      await watchUntilHealthy(server);
      servers[index] = server;
      return server;
    };

    beforeAll(async () => {
      database = await createEmptyPostgresDatabase();
      radicale = await startRadicale();
      const bookings = await radicale.makeCalendar('bookings');
      const handle = await openMigratedDatabase({ kind: 'postgres', url: database.url });
      try {
        const connected = await connectCalendar(
          handle.db,
          {
            kind: 'caldav',
            name: 'Bookings',
            url: radicale.url,
            username: radicale.user,
            password: radicale.password,
            calendarUrl: bookings,
            reads: false,
            writes: true,
          },
          {
            secret: SECRET,
            limits: readLimits(true),
            timeZone: studioTimeZone,
            ownerAddresses: [],
            refreshMs: 300_000,
          },
        );
        expect(connected.kind).toBe('connected');
      } finally {
        await handle.close();
      }
      sql = new Client({ connectionString: database.url });
      await sql.connect();
      for (let index = 0; index < 2; index += 1) {
        dataDirs.push(await mkdtemp(path.join(os.tmpdir(), `marlowe-caldav-${index}-`)));
      }
      await Promise.all([start(0), start(1)]);
    });

    afterEach(({ task }) => {
      if (task.result?.state !== 'fail') return;
      servers.forEach((server, index) => console.log(`--- server ${index}:\n${server.output()}`));
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop('SIGKILL')));
      if (radicale) await removeRadicale(radicale);
      await sql?.end();
      await database?.drop();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it('creates, moves and removes the event once each', async () => {
      const slots = await openSlots(servers[0]!.url);
      const email = 'written@example.com';
      const booked = await postJson(
        servers[0]!.url,
        '/api/book-strategy-session',
        bookingRequest(slots[0]!, email),
      );
      expect(booked.status).toBe(201);
      // Killed before its writer's next round (every 5 s): the other server writes the event.
      await servers[0]!.stop('SIGKILL');
      const id = (booked.body.booking as { id: string }).id;
      const object = `/studio/bookings/booking-${id}@marlowe.studio.ics`;
      const changes = () => radicale.changes.filter((change) => change.endsWith(` ${object}`));
      await expect.poll(changes, { timeout: 30_000 }).toEqual([`PUT ${object}`]);

      // The confirmation may wait for the killed server's claim on it to lapse.
      await expect.poll(() => emailedToken(dataDirs, email), { timeout: 60_000 }).toBeTruthy();
      const token = (await emailedToken(dataDirs, email))!;
      const moved = await postJson(servers[1]!.url, '/api/booking/reschedule', {
        token,
        start: slots.at(-1),
      });
      expect(moved.status).toBe(200);
      await expect.poll(changes, { timeout: 30_000 }).toEqual([`PUT ${object}`, `PUT ${object}`]);
      const event = await (await radicale.request(`${radicale.url}${object.slice(1)}`)).text();
      const stamp = slots.at(-1)!.replace(/[-:]/g, '').slice(0, 15);
      expect(event).toMatch(new RegExp(`DTSTART[^:]*:${stamp}`));

      await start(0);
      const cancelled = await postJson(servers[0]!.url, '/api/booking/cancel', { token });
      expect(cancelled.status).toBe(200);
      await expect
        .poll(changes, { timeout: 30_000 })
        .toEqual([`PUT ${object}`, `PUT ${object}`, `DELETE ${object}`]);
      // Two more writer rounds on each server: nothing is written again.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(changes()).toHaveLength(3);
      const { rows } = await sql.query<{ version: number; written_version: number }>(
        'select version, written_version from calendar_writes',
      );
      expect(rows).toEqual([{ version: 3, written_version: 3 }]);
    });
  },
);
