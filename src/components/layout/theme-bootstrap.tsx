import { site } from '@/config/site';

/**
 * Runs in <head>, before anything is painted: applies a stored dark theme to <html> and the
 * browser's theme-color, so a returning visitor never sees a flash of the light page.
 * next-themes takes over once the page is interactive.
 */
const script = `try{if(localStorage.getItem('theme')==='dark'){var h=document.documentElement;h.classList.add('dark');document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.setAttribute('content','${site.themeColor.dark}')})}}catch(e){}`;

export function ThemeBootstrap() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
