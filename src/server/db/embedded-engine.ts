import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

// PostgreSQL's defaults suit a machine of its own: 128 MB of shared buffers, which PGlite fills
// in the site's own memory at start. The studio's data fits in a fraction of this.
const serverSettings = ['shared_buffers=16MB'];

// Optimized code for PostgreSQL's hot functions held 70-160 MB more for ~10 % less CPU per query.
// No other WebAssembly runs in the site.
const baselineCompilerOnly = '--liftoff-only';

const createDatabase = `const { PGlite } = await import('@electric-sql/pglite');
await (await PGlite.create(process.argv[1])).close();`;

// PGlite creates a new database with a second engine, which an idle server keeps in memory
// (~450 MB) until a garbage collection that may never come: a short-lived process does it instead.
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
