import { articleSlugs } from '@/content/blog';
import { coverScene, figureCount, figureScene } from '@/features/blog/art/artwork';
import { sceneToSvg } from '@/features/blog/art/svg';

// Every picture is drawn at build time and served as a static file. Any other address answers
// 404 from here (not with dynamicParams = false, which would hand it to the page renderer).
export const dynamic = 'force-static';

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
  const figure = file.match(/^figure-(0|[1-9]\d*)\.svg$/);
  const known =
    articleSlugs.includes(slug) &&
    (file === 'cover.svg' || (figure !== null && Number(figure[1]) < figureCount(slug)));
  if (!known) return new Response(null, { status: 404 });
  const scene = figure ? figureScene(slug, Number(figure[1])) : coverScene(slug);
  return new Response(sceneToSvg(scene), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
