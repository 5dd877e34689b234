import 'server-only';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { leadReviewSchema } from './schema';
import { storedFileResponse } from '@/server/files/attachment';
import { findLead, findLeadFile, updateLeadReview } from '../server/leads-repository';
import { describeScreenIssue, screenError } from '@/server/desk/messages';
import { recordId } from '@/server/desk/route-params';

export const leadReviewRoute = deskRoute<typeof leadReviewSchema, { id: string }>(
  { name: 'lead-review', schema: leadReviewSchema, describeIssue: describeScreenIssue('leads') },
  async ({ database, session, params, data, locale, now }) => {
    const id = recordId(params.id, locale, 'leads');
    const found = await database.db.transaction(async (tx) => {
      const lead = await findLead(tx, id, { forUpdate: true });
      if (!lead) return false;
      const handledAt = data.handled ? (lead.handledAt ?? now) : null;
      await updateLeadReview(tx, id, { handledAt, note: data.note });
      const change = {
        subject: { kind: 'lead', id },
        details: { kind: lead.kind, at: lead.createdAt.toISOString() },
      } as const;
      if (data.handled !== Boolean(lead.handledAt)) {
        await recordActivity(tx, session, data.handled ? 'lead.handled' : 'lead.unhandled', change);
      }
      if (data.note !== lead.note) await recordActivity(tx, session, 'lead.note', change);
      return true;
    });
    if (!found) throw screenError(404, locale, 'leads', 'notFound');
    return deskJson({ handled: data.handled, note: data.note });
  },
);

const POSITION = /^\d{1,2}$/;

export const leadFileRoute = deskRoute<undefined, { id: string; position: string }>(
  { name: 'lead-file' },
  async ({ database, params, locale }) => {
    const id = recordId(params.id, locale, 'leads');
    const file = POSITION.test(params.position)
      ? await findLeadFile(database.db, id, Number(params.position))
      : undefined;
    if (!file) throw screenError(404, locale, 'leads', 'fileNotFound');
    return storedFileResponse(database.db, file);
  },
);
