import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';

/**
 * Against the production build (run after `next build`): the embedded database keeps every
 * acknowledged booking through a kill -9, and refuses a second process instead of corrupting.
 */
describe('crash safety of the embedded database', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let counter = 0;
  const address = () => `198.51.100.${(counter += 1) % 250}`;

  const start = () =>
    startNextServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', DATABASE_URL: '', SMTP_URL: '' });

  async function book(base: string, timeSlot: string, email: string) {
    const response = await fetch(`${base}/api/book-strategy-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
      body: JSON.stringify({
        firstName: 'Crash',
        lastName: 'Test',
        email,
        timeSlot,
        challenges: 'Power cuts.',
        goals: 'Nothing lost.',
        timeZone: 'America/Chicago',
      }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { booking: { id: string } },
    };
  }

  async function openSlots(base: string) {
    const response = await fetch(`${base}/api/available-slots`, {
      headers: { 'x-forwarded-for': address() },
    });
    return ((await response.json()) as { entries: { start: string }[] }).entries.map(
      (entry) => entry.start,
    );
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-crash-'));
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every booking that got a 201 when the server is killed mid-stream', async () => {
    server = await start();
    const slots = await openSlots(server.url);
    const acknowledged: { slot: string; email: string; id: string }[] = [];
    const queue = [...slots];
    let killed = false;

    const streams = Array.from({ length: 6 }, async (_, stream) => {
      for (let slot = queue.shift(); slot && !killed; slot = queue.shift()) {
        const email = `crash-${stream}-${Date.parse(slot)}@example.com`;
        try {
          const { status, body } = await book(server!.url, slot, email);
          if (status === 201) acknowledged.push({ slot, email, id: body.booking.id });
        } catch {
          // The connection died with the server: this booking was never acknowledged.
        }
      }
    });
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 20 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(streams);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    // A restart takes over the dead process's lock and finds every acknowledged booking.
    server = await start();
    const open = new Set(await openSlots(server.url));
    for (const booking of acknowledged) {
      expect(open.has(booking.slot), booking.slot).toBe(false);
      const again = await book(server.url, booking.slot, booking.email);
      expect(again.status).toBe(200);
      expect(again.body.booking.id).toBe(booking.id);
    }

    // And each of them gets its confirmation, sent before the crash or by the restarted outbox.
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(
        async () => {
          const files = await readdir(outbox).catch(() => [] as string[]);
          const contents = await Promise.all(
            files.map((file) => readFile(path.join(outbox, file), 'utf8')),
          );
          return acknowledged.filter(
            (booking) => !contents.some((text) => text.includes(booking.email)),
          ).length;
        },
        // The restarted outbox sends at MAIL_RATE after its start-up backup, on a busy machine.
        { timeout: 60_000 },
      )
      .toBe(0);
  });

  it('stops a second server on the same embedded database with a clear message', async () => {
    const second = start();
    await expect(second).rejects.toThrow(/already open in another process/);
    // The first server is unharmed.
    const response = await fetch(`${server!.url}/api/available-slots`, {
      headers: { 'x-forwarded-for': address() },
    });
    expect(response.status).toBe(200);
  });
});
