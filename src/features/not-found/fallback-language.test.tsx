import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackLanguage } from './fallback-language';

const SPANISH_TITLE = 'Página no encontrada: volvamos al camino | Marlowe';

/** Runs the page's inline script as the browser would at `path`, with a stored choice. */
function openAt(path: string, stored: { storage?: string; cookie?: string } = {}) {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  document.title = 'Page Not Found';
  if (stored.storage) localStorage.setItem('language', stored.storage);
  if (stored.cookie) document.cookie = `language=${stored.cookie}; path=/`;
  const markup = renderToStaticMarkup(<FallbackLanguage />);
  const script = /<script>([\s\S]*)<\/script>/.exec(markup)![1]!;
  new Function(script)();
  return { lang: document.documentElement.lang, title: document.title };
}

describe('the fallback 404 page’s language', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('is Spanish under /es', () => {
    expect(openAt('/es/informe.pdf')).toEqual({ lang: 'es', title: SPANISH_TITLE });
    expect(openAt('/es')).toMatchObject({ lang: 'es' });
  });

  it('is Spanish elsewhere for a visitor who chose Spanish, remembered either way', () => {
    expect(openAt('/api/unknown', { storage: 'es' })).toMatchObject({ lang: 'es' });
    localStorage.clear();
    expect(openAt('/missing.png', { cookie: 'es' })).toMatchObject({ lang: 'es' });
  });

  it('stays English otherwise, and under /en whatever was chosen', () => {
    expect(openAt('/missing.png')).toEqual({ lang: 'en', title: 'Page Not Found' });
    expect(openAt('/estate.png')).toMatchObject({ lang: 'en' });
    expect(openAt('/missing.png', { storage: 'en' })).toMatchObject({ lang: 'en' });
    expect(openAt('/en/missing.png', { storage: 'es' })).toMatchObject({ lang: 'en' });
  });
});
