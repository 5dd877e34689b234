export declare function attribute(attributes: string, name: string): string | undefined;
export declare function scriptElements(html: string): { attributes: string; source: string }[];
export declare function startTags(html: string, tagName: 'script' | 'link'): string[];
export declare function rewriteStartTags(
  html: string,
  tagName: 'script' | 'link',
  rewrite: (attributes: string) => string,
): string;
