export declare const SCRIPT_HASHES_FILE: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function writeScriptHashManifest(
  distDir: string,
  pages: { pathname: string; filePath: string }[],
): Promise<{ pages: Record<string, string[]>; shared: string[] }>;
