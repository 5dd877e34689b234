export declare const COMPILE_HINT: string;
export declare function addCompileHints(chunksDir: string): Promise<number>;
declare const compileHintsAdapter: {
  name: string;
  onBuildComplete: (context: { distDir: string }) => Promise<void>;
};
export default compileHintsAdapter;
