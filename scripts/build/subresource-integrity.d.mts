export declare function integrityOf(file: string, algorithm: string): Promise<string>;
export declare function syncSubresourceIntegrity(
  distDir: string,
): Promise<{ rehashed: number; tagsCompleted: number }>;
