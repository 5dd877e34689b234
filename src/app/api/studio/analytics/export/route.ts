import { z } from 'zod/mini';
import { analyticsReport } from '@/features/analytics/server/report';
import { reportCsv } from '@/features/analytics/server/report-csv';
import { reportRangeOf } from '@/features/analytics/report-range';
import { analyticsTranslator } from '@/features/analytics/server/translator';
import { deskRoute } from '@/features/studio/auth/server/desk-route';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ range: z.optional(z.string()) });

export const GET = deskRoute(
  { name: 'analytics-export', schema: querySchema },
  async ({ data, locale, database, now }) => {
    const range = reportRangeOf(data.range);
    const report = await analyticsReport(database.db, range, now);
    const t = analyticsTranslator(locale);
    return new Response(reportCsv(report, t, locale), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${t('csv.file')}-${range}-${report.current.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
