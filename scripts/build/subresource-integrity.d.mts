export declare function integrityOf(file: string, algorithm: string): Promise<string>;
export declare function syncSubresourceIntegrity(
  distDir: string,
): Promise<{ rehashed: number; tagsCompleted: number }>;
export declare function completeScriptIntegrity(
  html: string,
  integrityFor: (url: string) => Promise<string>,
): Promise<{ html: string; completed: number }>;
