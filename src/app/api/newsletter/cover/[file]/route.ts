import { issueCoverPng } from '@/features/newsletter/server/cover-image';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/newsletter/cover/[file]'>,
) {
  const articleId = /^([\w-]+)\.png$/.exec((await params).file)?.[1];
  const png = articleId ? await issueCoverPng(articleId) : undefined;
  if (!png) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
