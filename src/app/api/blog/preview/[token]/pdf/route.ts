import { articlePdf } from '@/features/blog/pdf/article-pdf';
import { articlePreview } from '@/features/blog/server/previews';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';

export async function GET(
  request: Request,
  { params }: RouteContext<'/api/blog/preview/[token]/pdf'>,
) {
  const { token } = await params;
  const requested = new URL(request.url).searchParams.get('lang') ?? defaultLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const preview = await articlePreview((await getDatabase()).db, token, new Date());
  if (!preview) return new Response(null, { status: 404 });
  const { pdf, filename } = await articlePdf(preview.article, locale, preview.images);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
