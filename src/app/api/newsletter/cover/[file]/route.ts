import { issueCoverPng } from '@/features/newsletter/server/cover-image';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/newsletter/cover/[file]'>,
) {
  const slug = /^([a-z0-9-]+)\.png$/.exec((await params).file)?.[1];
  const png = slug ? issueCoverPng(slug) : undefined;
  if (!png) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(await png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
