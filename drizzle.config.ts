import { defineConfig } from 'drizzle-kit';

/**
 * `npx drizzle-kit generate --name <what-changed>` writes a migration for schema changes into
 * `drizzle/`. The same migrations serve the embedded database (PGlite) and PostgreSQL.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
