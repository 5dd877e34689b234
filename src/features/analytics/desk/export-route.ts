import 'server-only';
import { z } from 'zod/mini';
import { csvDownload } from '@/server/desk/csv-download';
import { deskRoute } from '@/server/desk/desk-route';
import { analyticsReport } from '@/features/analytics/server/report-queries';
import { analyticsTranslator } from '../server/translator';
import { reportCsv } from './report-csv';
import { reportRangeOf } from './report-range';

const querySchema = z.object({ range: z.optional(z.string()) });

export const analyticsExportRoute = deskRoute(
  { name: 'analytics-export', schema: querySchema },
  async ({ data, locale, database, now }) => {
    const range = reportRangeOf(data.range);
    const report = await analyticsReport(database.db, range, now);
    const t = analyticsTranslator(locale);
    return csvDownload(
      `${t('csv.file')}-${range}-${report.current.to}.csv`,
      reportCsv(report, t, locale),
    );
  },
);
