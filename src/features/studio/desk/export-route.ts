import 'server-only';
import { z } from 'zod/mini';
import {
  bookingShows,
  exportLists,
  leadStates,
  SEARCH_MAX,
  type ExportList,
} from '@/config/desk-limits';
import { studioTimeZone } from '@/config/site';
import { bookingExport } from '@/features/booking/desk/booking-export';
import { leadExport } from '@/features/leads/desk/lead-export';
import { leadKinds } from '@/features/leads/options';
import { subscriberExport } from '@/features/newsletter/desk/subscriber-export';
import { csvFile } from '@/lib/csv';
import { dayKey } from '@/lib/dates';
import { csvDownload } from '@/server/desk/csv-download';
import { deskRoute } from '@/server/desk/desk-route';
import { deskTranslator } from '@/lib/desk-translator';
import { describeScreenIssue, screenError } from '@/server/desk/messages';

const exportQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX))),
  kind: z.optional(z.enum(leadKinds)),
  state: z.optional(z.enum(leadStates)),
  show: z.optional(z.enum(bookingShows)),
});

const exporters: Record<ExportList, typeof leadExport> = {
  bookings: bookingExport,
  leads: leadExport,
  subscribers: subscriberExport,
};

export const exportRoute = deskRoute<typeof exportQuery, { list: string }>(
  { name: 'export', schema: exportQuery, describeIssue: describeScreenIssue('csv') },
  async ({ database, data, params, locale, now }) => {
    const list = exportLists.find((name) => name === params.list);
    if (!list) throw screenError(404, locale, 'csv', 'notFound');
    const table = await exporters[list](database.db, data, locale);
    const name = `${deskTranslator(locale)(`csv.files.${list}`)}-${dayKey(now, studioTimeZone)}.csv`;
    return csvDownload(name, csvFile(table));
  },
);
