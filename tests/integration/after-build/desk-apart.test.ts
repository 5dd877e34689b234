import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFilesNamedIn } from '../../../scripts/measure/lib/first-load-js';
import { prerenderedPages } from '../../../scripts/measure/lib/prerendered-pages';

const root = process.cwd();
const deskSource = /^src\/(features\/studio|app\/\(studio\))\/|\/desk\//;
const deskModule = /\[project\]\/src\/(features\/studio|app\/\(studio\))\/|\/desk\//;

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));

interface ClientManifest {
  clientModules: Record<string, { id: number | string; chunks: string[] }>;
  entryCSSFiles: Record<string, { path: string }[]>;
}

// What the desk's pages load: its own client modules (by id, with the chunks that may hold them),
// and its stylesheets.
function deskBuildFiles() {
  const manifests = filesUnder(path.join(root, '.next/server/app/(studio)')).filter((file) =>
    file.endsWith('_client-reference-manifest.js'),
  );
  const modules = new Map<string, string[]>();
  const stylesheets = new Set<string>();
  for (const file of manifests) {
    const scope: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
    new Function('globalThis', readFileSync(file, 'utf8'))(scope);
    for (const manifest of Object.values(scope.__RSC_MANIFEST ?? {})) {
      for (const [name, { id, chunks }] of Object.entries(manifest.clientModules)) {
        if (deskModule.test(name)) modules.set(String(id), chunks);
      }
      for (const css of Object.values(manifest.entryCSSFiles).flat()) {
        stylesheets.add(`/_next/${css.path}`);
      }
    }
  }
  return { manifests: manifests.length, modules, stylesheets };
}

const buildFile = (file: string) =>
  readFileSync(path.join(root, '.next', file.replace(/^\/_next\//, '')), 'utf8');

// A chunk lists its modules as `id, factory` pairs.
const definedModules = (chunk: string) =>
  new Set(
    [...chunk.matchAll(/[,[](\d+),(?:\([\w$,]*\)=>|[\w$]+=>|function\b)/g)].map(
      (match) => match[1]!,
    ),
  );

// Class-like words in a file's strings, the way Tailwind finds candidates in any source file.
function classWords(text: string): Set<string> {
  const strings = [...text.matchAll(/(['"`])((?:(?!\1)[^\n])*)\1/g)].map((match) => match[2]!);
  return new Set(
    strings
      .flatMap((value) => value.split(/\s+/))
      .filter((word) => /^-?[a-z][\w\-[\]:/.%()#,]*$/.test(word) && /[-:[]/.test(word)),
  );
}

const selector = (word: string) => `.${word.replace(/[^\w-]/g, (char) => `\\${char}`)}`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const definesClass = (css: string, word: string) =>
  new RegExp(`${literal(selector(word))}[{:,\\s>~+]`).test(css);

describe('the desk stays out of the public pages', () => {
  const publicPages = prerenderedPages(root);
  const publicFiles = new Set(
    publicPages.flatMap((page) => buildFilesNamedIn(readFileSync(page.file, 'utf8'))),
  );
  const desk = deskBuildFiles();

  it('loads none of its code on a public page', () => {
    expect(publicPages.length).toBeGreaterThan(30);
    expect(desk.manifests).toBeGreaterThan(10);
    expect(desk.modules.size).toBeGreaterThan(10);
    for (const [id, chunks] of desk.modules) {
      expect(chunks.some((chunk) => definedModules(buildFile(chunk)).has(id))).toBe(true);
    }
    const publicScripts = [...publicFiles].filter((file) => file.endsWith('.js'));
    const onPublicPages = publicScripts.flatMap((file) => [...definedModules(buildFile(file))]);
    expect(onPublicPages.length).toBeGreaterThan(100);
    expect(onPublicPages.filter((id) => desk.modules.has(id))).toEqual([]);
  });

  it('puts none of its classes in a public stylesheet', () => {
    const sources = filesUnder(path.join(root, 'src'))
      .map((file) => path.relative(root, file))
      .filter((file) => /\.(tsx?|css)$/.test(file));
    const deskWords = new Set<string>();
    const otherWords = new Set<string>();
    for (const file of sources) {
      const into = deskSource.test(file) ? deskWords : otherWords;
      classWords(readFileSync(file, 'utf8')).forEach((word) => into.add(word));
    }
    const deskOnly = [...deskWords].filter((word) => !otherWords.has(word));
    const read = (files: Iterable<string>) =>
      [...files]
        .filter((file) => file.endsWith('.css'))
        .map((file) =>
          readFileSync(path.join(root, '.next', file.replace(/^\/_next\//, '')), 'utf8'),
        )
        .join('\n');

    // The desk's stylesheet has its classes, so the words found are the classes that count.
    const deskCss = read(desk.stylesheets);
    expect(deskOnly.filter((word) => definesClass(deskCss, word)).length).toBeGreaterThan(20);
    const publicCss = read(publicFiles);
    expect(deskOnly.filter((word) => definesClass(publicCss, word))).toEqual([]);
  });
});
