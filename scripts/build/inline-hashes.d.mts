type InlineHashes = { script: string[]; style: string[] };

export declare const INLINE_HASHES_FILE: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function inlineStyleHashes(html: string): string[];
export declare function writeInlineHashManifest(
  distDir: string,
  pages: { pathname: string; filePath: string }[],
): Promise<{ pages: Record<string, InlineHashes>; shared: InlineHashes }>;
