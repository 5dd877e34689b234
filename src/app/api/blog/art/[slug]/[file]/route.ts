import { articleSlugs } from '@/content/blog';
import { coverScene, figureCount, figureScene } from '@/features/blog/art/artwork';
import { sceneToSvg } from '@/features/blog/art/svg';

// Every picture is drawn at build time and served as a static file.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return articleSlugs.flatMap((slug) => [
    { slug, file: 'cover.svg' },
    ...Array.from({ length: figureCount(slug) }, (_, index) => ({
      slug,
      file: `figure-${index}.svg`,
    })),
  ]);
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/blog/art/[slug]/[file]'>,
) {
  const { slug, file } = await params;
  const figure = file.match(/^figure-(\d+)\.svg$/);
  const scene = figure ? figureScene(slug, Number(figure[1])) : coverScene(slug);
  return new Response(sceneToSvg(scene), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
