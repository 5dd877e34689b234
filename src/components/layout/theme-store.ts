import { site } from '@/config/site';

export type Theme = 'light' | 'dark';

/** Where the visitor's choice is kept; ThemeBootstrap reads it before the first paint. */
export const THEME_STORAGE_KEY = 'theme';

/*
 * The theme lives on <html> (the `dark` class, set before the first paint by ThemeBootstrap) and in
 * localStorage. This store is all the page's script needs to read and switch it; a choice made in
 * another tab is followed here too.
 */
const listeners = new Set<() => void>();

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  const color = theme === 'dark' ? site.themeColor.dark : site.themeColor.light;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', color);
  }
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme) {
  apply(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage is blocked (private mode, policy): the choice lasts for this page only.
  }
}

function followOtherTabs(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY) apply(event.newValue === 'dark' ? 'dark' : 'light');
}

export function subscribeToTheme(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', followOtherTabs);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', followOtherTabs);
  };
}
