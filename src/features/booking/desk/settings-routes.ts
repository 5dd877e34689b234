import 'server-only';
import type { SchedulingRules } from '@/features/booking/config';
import {
  getSchedulingRules,
  saveSchedulingRules,
} from '@/features/booking/server/scheduling-rules-repository';
import { normalizeRules } from '@/features/booking/scheduling-rules';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { HttpError } from '@/server/http/errors';
import { apiErrorMessage } from '@/server/http/locale';
import { ruleFields, rulesFromForm, settingsFormSchema } from './settings-values';
import { describeScreenIssue } from '@/server/desk/messages';

const changedRules = (before: SchedulingRules, after: SchedulingRules) =>
  (Object.keys(after) as (keyof SchedulingRules)[]).filter(
    (rule) => JSON.stringify(before[rule]) !== JSON.stringify(after[rule]),
  );

export const saveSettingsRoute = deskRoute(
  {
    name: 'settings-save',
    schema: settingsFormSchema,
    describeIssue: describeScreenIssue('settings'),
  },
  async ({ database, session, data, locale }) => {
    const before = await getSchedulingRules(database.db);
    const rules = rulesFromForm(data);
    const outcome = await saveSchedulingRules(database.db, rules, {
      locale,
      withinTransaction: (tx) =>
        recordActivity(tx, session, 'settings.save', {
          details: { rules: changedRules(before, normalizeRules(rules)) },
        }),
    });
    if (outcome.kind === 'invalid') {
      const errors: Record<string, string> = {};
      for (const [rule, message] of Object.entries(outcome.errors)) {
        errors[ruleFields[rule as keyof SchedulingRules] ?? '_root'] ??= message;
      }
      throw new HttpError(400, apiErrorMessage(locale, 'invalidInput'), { errors });
    }
    return deskJson({ saved: true });
  },
);
