import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@/': `${path.resolve(__dirname, 'src')}/`,
      '@messages/': `${path.resolve(__dirname, 'messages')}/`,
      // Server modules import 'server-only' to keep them out of client bundles; tests run them directly.
      'server-only': path.resolve(__dirname, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    setupFiles: ['tests/support/setup.ts'],
    // Vitest keeps a core for itself by default, which leaves one worker on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/api/**', 'tests/integration/**'],
          environment: 'node',
          // A property test or a font subset can take seconds with another file running beside it.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Against a real database (PGlite in a temporary folder; PostgreSQL too when
          // TEST_DATABASE_URL is set) and an in-process SMTP server.
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/after-build/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
      // Tests of the production build (output files, crash recovery); `npm test` runs them after `next build`.
      ...(process.env.RUN_BUILD_TESTS
        ? [
            {
              extends: true as const,
              test: {
                name: 'after-build',
                include: ['tests/integration/after-build/**/*.test.ts'],
                globalSetup: ['tests/integration/after-build/support/shared-server.ts'],
                environment: 'node',
                testTimeout: 180_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
