import { recordGoal } from '@/features/analytics/server/goals';
import { auditUploadLimits, leadRateLimit } from '@/features/leads/config';
import { auditSchema } from '@/features/leads/schema';
import { storeLead } from '@/features/leads/server/lead-service';
import { describeLeadIssue } from '@/features/leads/server/messages';
import { decoyReceipt, leadReceived } from '@/features/leads/server/responses';
import { receiveUploads } from '@/features/leads/server/uploads';
import { env } from '@/server/env';
import { deleteStoredFiles } from '@/server/files/file-store-repository';
import { writeRoute } from '@/server/http/write-route';

export const dynamic = 'force-dynamic';

export const POST = writeRoute(
  {
    name: 'lead-audit',
    rateLimit: leadRateLimit,
    schema: auditSchema,
    describeIssue: describeLeadIssue,
    localeField: 'locale',
    honeypot: { field: 'referenceCode', decoy: decoyReceipt('audit') },
    upload: { ...auditUploadLimits, listFields: ['auditDepartments'] },
  },
  async ({ request, data, locale, database, files }) => {
    const received = await receiveUploads(database.db, files, locale);
    try {
      const lead = await storeLead(database.db, { kind: 'audit', data }, received, {
        now: new Date(),
        locale,
        studioEmail: env.STUDIO_NOTIFY_EMAIL,
      });
      recordGoal('audit-sent', request);
      return leadReceived(lead, locale);
    } catch (error) {
      await deleteStoredFiles(
        database.db,
        received.map((file) => file.id),
      ).catch(() => undefined);
      throw error;
    }
  },
);
