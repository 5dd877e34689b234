'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { site } from '@/config/site';

export function ThemeColorSync() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    if (!resolvedTheme) return;
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute(
      'content',
      resolvedTheme === 'dark' ? site.themeColor.dark : site.themeColor.light,
    );
  }, [resolvedTheme]);
  return null;
}
