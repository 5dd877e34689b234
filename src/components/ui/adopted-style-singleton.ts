import { useEffect } from 'react';

// Stands in for react-style-singleton (aliased in next.config.ts): Radix's scroll lock writes its
// rules, with the measured scrollbar width, through that package's `<style>` element, which the
// pages' policy refuses. A constructed style sheet is CSSOM, which the policy does not govern.
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
