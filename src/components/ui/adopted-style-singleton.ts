import { useEffect } from 'react';

// For react-style-singleton (aliased in next.config.ts): the policy refuses its <style> element,
// through which Radix's scroll lock writes; a constructed sheet is CSSOM, which it does not govern.
export function styleSingleton() {
  let users = 0;
  let sheet: CSSStyleSheet | undefined;
  return function Style({ styles }: { styles: string }) {
    useEffect(() => {
      if (!('adoptedStyleSheets' in document)) return;
      if (users++ === 0) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(styles);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      return () => {
        if (--users > 0) return;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
        sheet = undefined;
      };
    }, [styles]);
    return null;
  };
}
