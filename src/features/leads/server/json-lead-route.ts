import { recordGoal } from '@/features/analytics/server/goals';
import { env } from '@/server/env';
import { writeRoute } from '@/server/http/write-route';
import { leadRateLimit } from '../config';
import { readinessSchema, wizardSchema } from '../schema';
import { storeLead } from './lead-service';
import { describeLeadIssue } from './messages';
import { decoyReceipt, leadReceived } from './responses';

const schemas = { readiness: readinessSchema, wizard: wizardSchema } as const;

export function jsonLeadRoute(kind: keyof typeof schemas) {
  return writeRoute(
    {
      name: `lead-${kind}`,
      rateLimit: leadRateLimit,
      schema: schemas[kind],
      describeIssue: describeLeadIssue,
      localeField: 'locale',
      honeypot: { field: 'referenceCode', decoy: decoyReceipt(kind) },
    },
    async ({ request, data, locale, database }) => {
      const submission = { kind, data } as Parameters<typeof storeLead>[1];
      const lead = await storeLead(database.db, submission, [], {
        now: new Date(),
        locale,
        studioEmail: env.STUDIO_NOTIFY_EMAIL,
      });
      recordGoal(`${kind}-sent`, request);
      return leadReceived(lead, locale);
    },
  );
}
