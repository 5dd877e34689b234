/**
 * Runs once when the server starts. On the Node.js runtime it opens the database, applies its
 * migrations and starts the mail outbox (see `server/db/startup.ts`), and has the HTTP server
 * refuse the methods Next.js cannot handle (`server/http/forbidden-methods.ts`). `next build`
 * skips it, so a build never opens or locks the database.
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const [{ Server }, { refuseForbiddenMethods }] = await Promise.all([
      import('node:http'),
      import('./server/http/forbidden-methods'),
    ]);
    refuseForbiddenMethods(Server);
    const { startServerRuntime } = await import('./server/db/startup');
    await startServerRuntime();
  }
}
