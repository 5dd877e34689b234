import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

// They hold personal data and live links: the owner's alone, whatever the process's umask.
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Files and folders this process creates from now on (PGlite's among them) are the owner's only. */
export function restrictNewFiles(): void {
  // A worker thread may not change the umask; the process's own applies to it.
  if (isMainThread) process.umask(0o077);
}

export async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await chmod(folder, PRIVATE_FOLDER_MODE);
}

// A file may go while the tree is walked (a temporary file renamed, an email sent).
async function unlessGone<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Takes group's and others' rights from a folder and everything in it; the owner's stay. */
export async function restrictTree(folder: string): Promise<void> {
  const entries = await unlessGone(() => readdir(folder, { withFileTypes: true }));
  if (!entries) return;
  await unlessGone(() => chmod(folder, PRIVATE_FOLDER_MODE));
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) await restrictTree(file);
    else if (entry.isFile()) {
      const stats = await unlessGone(() => lstat(file));
      if (stats && (stats.mode & 0o077) !== 0) {
        await unlessGone(() => chmod(file, stats.mode & 0o700));
      }
    }
  }
}
