import { getTranslations } from 'next-intl/server';
import { recordGoal } from '@/features/analytics/server/goals';
import { getArticlePdf } from '@/features/blog/pdf/article-pdf';
import { defaultLocale, isLocale } from '@/i18n/routing';

export async function GET(request: Request, { params }: RouteContext<'/api/blog/[slug]/pdf'>) {
  const { slug } = await params;
  const requested = new URL(request.url).searchParams.get('lang') ?? defaultLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const result = await getArticlePdf(locale, slug);
  if (!result) {
    const t = await getTranslations({ locale, namespace: 'BlogPdf' });
    return Response.json({ message: t('notFound') }, { status: 404 });
  }
  recordGoal('pdf-downloaded', request);
  return new Response(new Uint8Array(result.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${result.filename}"`,
      'Content-Length': String(result.pdf.length),
      // Asked again each time: an edit or an unpublish reaches a download at once.
      'Cache-Control': 'public, no-cache',
    },
  });
}
