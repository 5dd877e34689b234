/**
 * Runs once when the server starts. On the Node.js runtime it starts the server's runtime (see
 * `server/db/startup.ts`): the database and its migrations, the mail outbox, and an orderly
 * shutdown. It returns at once, while that work goes on; a failure ends the process. `next build`
 * skips it, so a build never opens or locks the database.
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { exitAfterFailedStart } = await import('./server/db/startup-failure');
    try {
      const { startServerRuntime } = await import('./server/db/startup');
      startServerRuntime();
    } catch (error) {
      exitAfterFailedStart(error);
    }
  }
}
