/**
 * `npm run db:migrate`: applies the migrations in drizzle/ to the configured database. The server
 * also does this at every start; this is for deploy pipelines and for checking a new migration.
 */
import { openConfiguredDatabase } from './lib/database';

async function main() {
  const handle = await openConfiguredDatabase();
  console.log(
    `Migrations applied to the ${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}.`,
  );
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
