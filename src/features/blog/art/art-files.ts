import 'server-only';
import { createHash } from 'node:crypto';
import type { Article } from '@/content/blog/schema';
import { coverScene, figureCount, figureScene } from './artwork';
import { sceneToSvg } from './svg';

export interface DrawnFile {
  svg: string;
  etag: string;
}

let drawn: { version: number; files: Map<string, DrawnFile> } = { version: 0, files: new Map() };

function draw(article: Article, file: string): DrawnFile | undefined {
  const figure = file.match(/^figure-(0|[1-9]\d*)\.svg$/);
  if (file !== 'cover.svg' && !(figure && Number(figure[1]) < figureCount(article))) return;
  const svg = sceneToSvg(figure ? figureScene(article, Number(figure[1])) : coverScene(article));
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
}

// Drawn once per set of published articles (`version`), or each time for a draft's preview.
export function drawnArt(article: Article, file: string, version?: number): DrawnFile | undefined {
  if (version === undefined) return draw(article, file);
  if (drawn.version !== version) drawn = { version, files: new Map() };
  const key = `${article.id}/${file}`;
  if (!drawn.files.has(key)) {
    const entry = draw(article, file);
    if (!entry) return undefined;
    drawn.files.set(key, entry);
  }
  return drawn.files.get(key);
}

// A cover chosen again keeps its address, so browsers ask each time and mostly hear "unchanged".
export function artAnswer(request: Request, file: DrawnFile | undefined): Response {
  if (!file) return new Response(null, { status: 404 });
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, no-cache',
    ETag: file.etag,
  };
  if (request.headers.get('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(file.svg, { headers });
}
