// `next build` runs this too: it must not open or lock the database.
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { exitAfterFailedStart } = await import('./server/runtime/failed-start');
    try {
      const { startServerRuntime } = await import('./server/runtime/start');
      const { analyticsService } = await import('./features/analytics/server/runtime');
      const { blogService } = await import('./features/blog/server/runtime');
      const { firstInviteService } = await import('./features/studio/auth/server/first-invite');
      const { newsletterService } = await import('./features/newsletter/server/runtime');
      const { calendarService } = await import('./features/calendars/server/runtime');
      const { pageViewEndpoint } = await import('./features/analytics/server/page-view-endpoint');
      startServerRuntime(
        [
          blogService(),
          analyticsService(),
          firstInviteService(),
          newsletterService(),
          calendarService(),
        ],
        { pageViews: pageViewEndpoint() },
      );
    } catch (error) {
      exitAfterFailedStart(error);
    }
  }
}
