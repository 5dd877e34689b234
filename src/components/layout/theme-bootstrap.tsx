import { site } from '@/config/site';

// Runs before the first paint, so a returning visitor never sees the light page flash.
const script = `try{if(localStorage.getItem('theme')==='dark'){var h=document.documentElement;h.classList.add('dark');document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.setAttribute('content','${site.themeColor.dark}')})}}catch(e){}`;

export function ThemeBootstrap() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
