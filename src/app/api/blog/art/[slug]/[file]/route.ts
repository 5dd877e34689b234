import { artAnswer, drawnArt } from '@/features/blog/art/art-files';
import { publishedArticles } from '@/content/blog/published';

// Each picture is drawn on its first request and kept in memory until an article changes. Served
// on request rather than prerendered, because Next.js answers any method but GET on an unknown
// address of a prerendered route handler with a 500 and stores that answer for the next GET.
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/blog/art/[slug]/[file]'>,
) {
  const { slug, file } = await params;
  const { version, articles } = await publishedArticles();
  const article = articles.find((candidate) => candidate.slug === slug);
  const svg = article && drawnArt(article, file, version);
  return artAnswer(request, svg);
}
