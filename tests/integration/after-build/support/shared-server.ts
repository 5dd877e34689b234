import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startNextServer } from '../../../../scripts/measure/lib/next-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A production server for the files that only read what it serves; `inject` gives it. */
    sharedServerUrl: string;
  }
}

// One server for every file that only reads: each file starting its own cost seconds of two cores.
export default async function startSharedServer(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-shared-server-'));
  const server = await startNextServer({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
  project.provide('sharedServerUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
