import { rm } from 'node:fs/promises';
import type { Client } from 'pg';
import { afterAll, afterEach } from 'vitest';
import type { RunningServer } from '../../../../scripts/measure/lib/next-server';
import type { EmptyPostgresDatabase } from '../../../api/support/test-database';
import type { TestMailServer } from '../../../support/mail-server';

interface ServerPool {
  servers: () => RunningServer[];
  mail: TestMailServer;
  sql: () => Client | undefined;
  database: () => EmptyPostgresDatabase | undefined;
  dataDirs: string[];
}

/** Shows the servers' output when a test fails, and kills and removes everything at the end. */
export function cleanUpServerPool({ servers, mail, sql, database, dataDirs }: ServerPool) {
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail') return;
    servers().forEach((server, index) => console.log(`--- server ${index}:\n${server.output()}`));
  });

  afterAll(async () => {
    await Promise.all(servers().map((server) => server.stop('SIGKILL')));
    await mail.stop();
    await sql()?.end();
    await database()?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
}
