import 'server-only';
import { z } from 'zod/mini';
import { studioTimeZone } from '@/features/booking/config';
import { dayKey } from '@/features/booking/slot-format';
import { leadKinds } from '@/features/leads/options';
import { leadsTranslator } from '@/features/leads/server/messages';
import { listSubscribersWithConsents } from '@/features/newsletter/server/subscribers-repository';
import { deskRoute } from '@/features/studio/auth/server/desk-route';
import type { Locale } from '@/i18n/routing';
import { toCsv } from '@/lib/csv';
import type { Queryable } from '@/server/db/types';
import { exportLists, leadStates, SEARCH_MAX, type ExportList } from '../config';
import { bookingColumns, bookingRows } from '../export/booking-table';
import { leadColumns, leadRows } from '../export/lead-table';
import { subscriberColumns, subscriberRecord, subscriberRows } from '../export/subscriber-table';
import { bookingsForExport } from './booking-queries';
import { leadsForExport } from './lead-queries';
import { deskTranslator, describeScreenIssue, screenError } from './messages';

// The filters of the list on screen, so the download holds what the owner was looking at.
const exportQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX))),
  kind: z.optional(z.enum(leadKinds)),
  state: z.optional(z.enum(leadStates)),
});
type ExportQuery = z.output<typeof exportQuery>;

interface Table {
  columns: readonly string[];
  rows: unknown[][];
}

const reviewColumns = ['handledAt', 'note'];

const tables: Record<
  ExportList,
  (db: Queryable, query: ExportQuery, locale: Locale) => Promise<Table>
> = {
  bookings: async (db, query, locale) => ({
    columns: bookingColumns,
    rows: bookingRows(await bookingsForExport(db, query.q ?? ''), locale),
  }),
  leads: async (db, query) => {
    const filter = { kind: query.kind, state: query.state ?? 'all', query: query.q ?? '' };
    const { leads, files } = await leadsForExport(db, filter);
    const columns = leadColumns(query.kind ? [query.kind] : leadKinds);
    const rows = leadRows(leads, files, columns).map((row, index) => [
      ...row,
      leads[index]!.handledAt,
      leads[index]!.note,
    ]);
    return { columns: [...columns, ...reviewColumns], rows };
  },
  subscribers: async (db) => ({
    columns: subscriberColumns,
    rows: subscriberRows((await listSubscribersWithConsents(db)).map(subscriberRecord)),
  }),
};

function headerLabel(locale: Locale) {
  const t = deskTranslator(locale);
  const questions = leadsTranslator(locale);
  return (column: string) => {
    const own = `csv.columns.${column}` as never;
    if (t.has(own)) return t(own);
    const question = `fields.${column}` as never;
    return questions.has(question) ? questions(question) : column;
  };
}

export const exportRoute = deskRoute<typeof exportQuery, { list: string }>(
  { name: 'export', schema: exportQuery, describeIssue: describeScreenIssue('csv') },
  async ({ database, data, params, locale, now }) => {
    const list = exportLists.find((name) => name === params.list);
    if (!list) throw screenError(404, locale, 'csv', 'notFound');
    const { columns, rows } = await tables[list](database.db, data, locale);
    const name = `${deskTranslator(locale)(`csv.files.${list}`)}-${dayKey(now, studioTimeZone)}.csv`;
    return new Response(toCsv(columns.map(headerLabel(locale)), rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
