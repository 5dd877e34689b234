/**
 * Runs once when the server starts. On the Node.js runtime it opens the database, applies its
 * migrations and starts the mail outbox (see `server/db/startup.ts`). `next build` skips it, so
 * a build never opens or locks the database.
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startServerRuntime } = await import('./server/db/startup');
    await startServerRuntime();
  }
}
