import { artAnswer, drawnArt } from '@/features/blog/art/art-files';
import { publishedArticles } from '@/content/blog/published';

// Not prerendered: Next.js answers a non-GET to a prerendered handler with a 500 and stores it.
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
