import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOfLeads, findLead } from '@/features/leads/server/leads-repository';
import { openMigratedDatabase } from '@/server/db/client';
import { storedFiles } from '@/server/db/schema';
import { readStoredFile } from '@/server/files/file-store-repository';
import { startNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import { multipartBody } from '../../api/support/uploads';

/**
 * Against the production build: audit requests streaming in when the server is killed with
 * kill -9. Every request that got its 201 is found after a restart with all its files, byte for
 * byte; the halves of the interrupted ones are gone.
 */
describe('crash safety of audit uploads on the embedded database', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let counter = 0;

  const start = () =>
    startNextServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', DATABASE_URL: '', SMTP_URL: '' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-upload-crash-'));
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged audit request and its files through kill -9', async () => {
    server = await start();
    const acknowledged: { id: string; hashes: string[] }[] = [];
    let killed = false;

    const streams = Array.from({ length: 4 }, async (_, stream) => {
      while (!killed) {
        counter += 1;
        const files = Array.from({ length: 3 }, (_, index) => ({
          name: `doc-${index}.pdf`,
          content: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024 * 1024 + index)]),
        }));
        const body = multipartBody(
          {
            fullName: 'Crash Test',
            email: `crash-${stream}-${counter}@example.com`,
            companyName: 'Power Cuts LLC',
            departmentStructure: 'One team that does everything.',
            auditDepartments: 'operations',
            currentTools: 'Spreadsheets and email.',
            currentChallenges: 'The power goes out in the middle of things.',
            expectedOutcomes: 'Nothing is ever lost.',
            wantsStrategyCall: 'no',
          },
          files,
        );
        try {
          const response = await fetch(`${server!.url}/api/leads/audit`, {
            method: 'POST',
            headers: {
              'content-type': 'multipart/form-data; boundary=----marlowe-test-boundary',
              'x-forwarded-for': `198.51.100.${counter % 250}`,
            },
            body: new Uint8Array(body),
          });
          if (response.status === 201) {
            const { lead } = (await response.json()) as { lead: { id: string } };
            acknowledged.push({
              id: lead.id,
              hashes: files.map((file) => createHash('sha256').update(file.content).digest('hex')),
            });
          }
        } catch {
          // The connection died with the server: this request was never acknowledged.
        }
      }
    });
    const deadline = Date.now() + 90_000;
    while (acknowledged.length < 6 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(streams);
    expect(acknowledged.length).toBeGreaterThanOrEqual(6);

    // The restarted server takes over and clears the halves of interrupted uploads.
    server = await start();
    await server.stop('SIGTERM');
    server = undefined;

    const handle = await openMigratedDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
    });
    try {
      for (const { id, hashes } of acknowledged) {
        expect(await findLead(handle.db, id), id).toBeDefined();
        const files = await filesOfLeads(handle.db, [id]);
        const stored = await Promise.all(
          files.map(async (file) =>
            createHash('sha256')
              .update(await readStoredFile(handle.db, file.id))
              .digest('hex'),
          ),
        );
        expect(stored).toEqual(hashes);
      }
      const all = await handle.db.select().from(storedFiles);
      expect(all.every((file) => file.committedAt !== null)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
