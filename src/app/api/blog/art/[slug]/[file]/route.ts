import { articleSlugs } from '@/content/blog';
import { coverScene, figureCount, figureScene } from '@/features/blog/art/artwork';
import { sceneToSvg } from '@/features/blog/art/svg';

// Drawn on first request and kept in memory, not prerendered: Next.js answers a non-GET to an
// unknown prerendered route handler address with a 500 and stores it for the next GET.
const drawn = new Map<string, string>();

function drawing(slug: string, file: string): string | undefined {
  if (!articleSlugs.includes(slug)) return undefined;
  const figure = file.match(/^figure-(0|[1-9]\d*)\.svg$/);
  if (file !== 'cover.svg' && !(figure && Number(figure[1]) < figureCount(slug))) return undefined;
  const key = `${slug}/${file}`;
  if (!drawn.has(key)) {
    drawn.set(key, sceneToSvg(figure ? figureScene(slug, Number(figure[1])) : coverScene(slug)));
  }
  return drawn.get(key);
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/blog/art/[slug]/[file]'>,
) {
  const { slug, file } = await params;
  const svg = drawing(slug, file);
  if (!svg) return new Response(null, { status: 404 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
