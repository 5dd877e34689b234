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
      // Both are left to CSS (`html.dark` sets color-scheme, and the toggle pauses transitions),
      // because next-themes would otherwise restyle the whole page once more as it mounts.
      enableColorScheme={false}
    >
      <ThemeColorSync />
      {children}
    </ThemeProvider>
  );
}
