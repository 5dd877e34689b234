export declare const COMPILE_HINT: string;
export declare function addCompileHints(chunksDir: string): Promise<number>;
export declare function removeCompileHints(chunksDir: string): Promise<number>;
