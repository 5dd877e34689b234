import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

interface FileOps {
  list(folder: string): Promise<Dirent[]>;
  stat(file: string): Promise<{ size: number; mtimeMs: number }>;
  mkdir(folder: string): Promise<unknown>;
  copy(from: string, to: string): Promise<void>;
  remove(file: string): Promise<void>;
}

// Yields to other work between files: for passes made while requests go on.
const backgroundOps: FileOps = {
  list: (folder) => readdir(folder, { withFileTypes: true }),
  stat,
  mkdir: (folder) => mkdir(folder, { recursive: true }),
  copy: copyFile,
  remove: (file) => rm(file, { force: true }),
};

// In one go: for a pass that holds the database, which nothing else can use until it ends.
const atOnceOps: FileOps = {
  list: async (folder) => readdirSync(folder, { withFileTypes: true }),
  stat: async (file) => statSync(file),
  mkdir: async (folder) => mkdirSync(folder, { recursive: true }),
  copy: async (from, to) => copyFileSync(from, to),
  remove: async (file) => rmSync(file, { force: true }),
};

// Folders too: PostgreSQL will not start without its empty ones.
async function listTree(ops: FileOps, root: string, folder = '') {
  const tree = { files: [] as string[], folders: [folder] };
  for (const entry of await ops.list(path.join(root, folder))) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      const inner = await listTree(ops, root, relative);
      tree.files.push(...inner.files);
      tree.folders.push(...inner.folders);
    } else if (entry.isFile()) {
      tree.files.push(relative);
    }
  }
  return tree;
}

// File times can trail the clock by a tick; a margin this wide is never missed.
const CLOCK_MARGIN_MS = 2_000;

// Copies what changed by size and time, and all touched since the last pass began (coarse times).
export function folderCopy(from: string, to: string) {
  const copied = new Map<string, { size: number; mtimeMs: number }>();
  let since = Number.POSITIVE_INFINITY;
  return async function pass({ atOnce = false } = {}): Promise<void> {
    const ops = atOnce ? atOnceOps : backgroundOps;
    const started = Date.now() - CLOCK_MARGIN_MS;
    const tree = await listTree(ops, from);
    for (const folder of tree.folders) await ops.mkdir(path.join(to, folder));
    const present = new Set(tree.files);
    for (const relative of present) {
      const source = path.join(from, relative);
      const { size, mtimeMs } = await ops.stat(source);
      const before = copied.get(relative);
      if (before?.size === size && before.mtimeMs === mtimeMs && mtimeMs < since) continue;
      await ops.copy(source, path.join(to, relative));
      copied.set(relative, { size, mtimeMs });
    }
    for (const relative of copied.keys()) {
      if (present.has(relative)) continue;
      await ops.remove(path.join(to, relative));
      copied.delete(relative);
    }
    since = started;
  };
}
