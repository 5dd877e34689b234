import { useEffect } from 'react';

// The policy refuses the <style> Radix's scroll lock writes through; a constructed sheet is CSSOM.
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
