import { currentSitemaps } from '@/features/seo/server/sitemap-store';
import { xmlResponse } from '@/features/seo/server/sitemaps';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const { file } = await params;
  const section = (await currentSitemaps()).sections.find(
    ({ path }) => path === `/sitemaps/${file}`,
  );
  if (!section) return new Response('Not found', { status: 404 });
  return xmlResponse(section.xml);
}
