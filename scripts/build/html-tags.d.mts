export declare function attribute(attributes: string, name: string): string | undefined;
export declare function rawTextElements(
  html: string,
  tagName: 'script' | 'style',
): { attributes: string; source: string }[];
export declare function startTags(html: string, tagName: 'script' | 'link'): string[];
export declare function rewriteStartTags(
  html: string,
  tagName: 'script' | 'link',
  rewrite: (attributes: string) => string,
): string;
export declare function rewriteEveryStartTag(
  html: string,
  rewrite: (attributes: string) => string,
): string;
