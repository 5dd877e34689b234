import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

// PostgreSQL's 128 MB of shared buffers would fill the site's own memory; the data needs far less.
const serverSettings = ['shared_buffers=16MB'];

// Optimized code held 70-160 MB more for ~10 % less CPU a query; no other WebAssembly runs here.
const baselineCompilerOnly = '--liftoff-only';

const createDatabase = `const { PGlite } = await import('@electric-sql/pglite');
await (await PGlite.create(process.argv[1])).close();`;

// A short-lived process creates it: the second engine this takes stays ~450 MB in an idle server.
async function createEmbeddedDatabase(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', createDatabase, dataDir],
    {
      cwd: process.cwd(),
    },
  );
}

export async function startEmbeddedEngine(dataDir: string): Promise<PGlite> {
  await createEmbeddedDatabase(dataDir);
  setFlagsFromString(baselineCompilerOnly);
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [
    ...PGlite.defaultStartParams,
    ...serverSettings.flatMap((setting) => ['-c', setting]),
  ];
  return PGlite.create(dataDir, { startParams });
}
