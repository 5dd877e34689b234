import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'reports/**',
    'next-env.d.ts',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One way to the data: queries live in repositories (`*-repository.ts`, `*-queries.ts`) and
    // in the database layer; everything else calls those. Row types may be imported anywhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/server/db/**',
      'src/**/*-repository.ts',
      'src/**/*-queries.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'Queries belong in a repository (*-repository.ts) or *-queries.ts.',
              allowTypeImports: true,
            },
            {
              name: '@/server/db/schema',
              message: 'Tables are queried in a repository; import row types with `import type`.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*', '@/server/db/schema/*'],
              message: 'Queries belong in a repository (*-repository.ts) or *-queries.ts.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
]);
