import type { NextAdapter } from 'next';

type BuildContext = Parameters<NonNullable<NextAdapter['onBuildComplete']>>[0];

export declare function prerenderedPages(
  outputs: BuildContext['outputs'],
): { pathname: string; filePath: string }[];
export declare function postProcessBuild(
  distDir: string,
  outputs: BuildContext['outputs'],
): Promise<{
  hinted: number;
  rehashed: number;
  tagsCompleted: number;
  movedStyles: number;
  hashedPages: number;
}>;
export declare function createPostBuildAdapter(options: {
  platformAdapterPath?: string;
  projectDir?: string;
}): Promise<NextAdapter>;
declare const postBuildAdapter: NextAdapter;
export default postBuildAdapter;
