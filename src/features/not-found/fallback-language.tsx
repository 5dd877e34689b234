import { LANGUAGE_STORAGE_KEY } from '@/i18n/routing';
import { TITLE_SUFFIX } from '@/config/site';
import spanish from '@messages/es/not-found.json';

// One static file serves both languages: before paint, set <html lang> and the title.
const script = `(function(){var p=location.pathname,s=null;try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}if(!s){var m=document.cookie.match(/(?:^|; )${LANGUAGE_STORAGE_KEY}=(\\w+)/);s=m&&m[1]}var under=function(l){return p==="/"+l||p.indexOf("/"+l+"/")===0};if(under("es")||(s==="es"&&!under("en"))){document.documentElement.lang="es";document.title=${JSON.stringify(`${spanish.NotFound.meta.title}${TITLE_SUFFIX}`)}}})()`;

export function FallbackLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
