import { LANGUAGE_STORAGE_KEY } from '@/i18n/routing';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import spanish from '@messages/es/not-found.json';

/**
 * The fallback 404 page is one static file for every address outside the site's routes, in
 * both languages. Before anything is painted, this picks Spanish for an address under /es, or
 * for a visitor who chose Spanish with the language button (elsewhere than under /en): it sets
 * <html lang>, which shows the Spanish screen (see GlobalNotFound), and the tab's title.
 */
const script = `(function(){var p=location.pathname,s=null;try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}if(!s){var m=document.cookie.match(/(?:^|; )${LANGUAGE_STORAGE_KEY}=(\\w+)/);s=m&&m[1]}var under=function(l){return p==="/"+l||p.indexOf("/"+l+"/")===0};if(under("es")||(s==="es"&&!under("en"))){document.documentElement.lang="es";document.title=${JSON.stringify(`${spanish.NotFound.meta.title}${TITLE_SUFFIX}`)}}})()`;

export function FallbackLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
