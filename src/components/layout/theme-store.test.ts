// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { currentTheme, setTheme, subscribeToTheme, THEME_STORAGE_KEY } from './theme-store';

const themeColor = () =>
  document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('theme store', () => {
  beforeEach(() => {
    document.head.innerHTML = `<meta name="theme-color" content="${site.themeColor.light}">`;
    document.documentElement.className = '';
    localStorage.clear();
  });
  afterEach(() => setTheme('light'));

  it('reads the theme from <html>, as the bootstrap script left it', () => {
    expect(currentTheme()).toBe('light');
    document.documentElement.classList.add('dark');
    expect(currentTheme()).toBe('dark');
  });

  it('switches the class, the stored choice and theme-color, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTheme(listener);
    setTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(themeColor()).toBe(site.themeColor.dark);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    setTheme('light');
    expect(currentTheme()).toBe('light');
    expect(themeColor()).toBe(site.themeColor.light);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a choice made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTheme(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(currentTheme()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    expect(currentTheme()).toBe('dark');
    unsubscribe();
  });
});
