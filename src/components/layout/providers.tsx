'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { ThemeColorSync } from './theme-color-sync';

const THEME_STORAGE_KEY = 'theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="light"
      themes={['light', 'dark']}
      enableSystem={false}
      // Left to CSS: next-themes would otherwise restyle the whole page once more as it mounts.
      enableColorScheme={false}
    >
      <ThemeColorSync />
      {children}
    </ThemeProvider>
  );
}
