'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { ThemeColorSync } from './theme-color-sync';

export const THEME_STORAGE_KEY = 'theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="light"
      themes={['light', 'dark']}
      enableSystem={false}
      disableTransitionOnChange
    >
      <ThemeColorSync />
      {children}
    </ThemeProvider>
  );
}
