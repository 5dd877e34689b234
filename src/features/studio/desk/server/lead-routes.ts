import 'server-only';
import { eq } from 'drizzle-orm';
import { recordActivity } from '@/features/studio/auth/server/activity';
import { deskJson } from '@/features/studio/auth/server/cookies';
import { deskRoute } from '@/features/studio/auth/server/desk-route';
import { leads } from '@/server/db/schema';
import { leadReviewSchema } from '../schema';
import { studioStamp } from './activity-summary';
import { storedFileResponse } from './attachment';
import { findLeadFile, updateLeadReview } from './lead-queries';
import { describeScreenIssue, screenError } from './messages';
import { recordId } from './route-params';

export const leadReviewRoute = deskRoute<typeof leadReviewSchema, { id: string }>(
  { name: 'lead-review', schema: leadReviewSchema, describeIssue: describeScreenIssue('leads') },
  async ({ database, session, params, data, locale, now }) => {
    const id = recordId(params.id, locale, 'leads');
    const found = await database.db.transaction(async (tx) => {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      if (!lead) return false;
      const handledAt = data.handled ? (lead.handledAt ?? now) : null;
      await updateLeadReview(tx, id, { handledAt, note: data.note });
      const summary = `${lead.kind} ${studioStamp(lead.createdAt)}`;
      if (data.handled !== Boolean(lead.handledAt)) {
        await recordActivity(
          tx,
          session,
          data.handled ? 'lead.handled' : 'lead.unhandled',
          summary,
        );
      }
      if (data.note !== lead.note) await recordActivity(tx, session, 'lead.note', summary);
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
