import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { settings } from '@/server/db/schema';
import type { Database, Queryable, Transaction } from '@/server/db/types';
import { defaultSchedulingRules, type SchedulingRules } from '@/features/booking/config';
import {
  currentOverrides,
  migrateStoredRules,
  normalizeRules,
  schedulingRulesSchema,
  type RulesIssue,
} from '@/features/booking/scheduling-rules';
import { studioTimeZone } from '@/config/site';
import { dayKey } from '@/lib/dates';
import { describeRulesIssue } from './messages';

const SETTING = 'scheduling';

/** The rules in force: read on every call, so every server sees a change at once. */
export async function getSchedulingRules(db: Queryable): Promise<SchedulingRules> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING))
    .limit(1);
  if (!row) return defaultSchedulingRules;
  // A rule added after the studio last saved takes its default.
  const parsed = schedulingRulesSchema.safeParse({
    ...defaultSchedulingRules,
    ...(migrateStoredRules(row.value, defaultSchedulingRules.sessionMinutes) as object),
  });
  if (parsed.success) return normalizeRules(parsed.data);
  console.error(
    'The stored scheduling rules are not valid; the defaults apply until they are saved again.',
  );
  return defaultSchedulingRules;
}

type SaveOutcome =
  | { kind: 'saved'; rules: SchedulingRules; previous: SchedulingRules }
  | {
      kind: 'invalid';
      issues: RulesIssue[];
      errors: Record<string, string>;
    };

/** Booked sessions keep their time, length and reminders; only slots offered from now change. */
export async function saveSchedulingRules(
  db: Database,
  input: unknown,
  {
    locale = 'en',
    now = new Date(),
    withinTransaction,
  }: {
    locale?: Locale;
    now?: Date;
    withinTransaction?: (tx: Transaction) => Promise<void>;
  } = {},
): Promise<SaveOutcome> {
  const parsed = schedulingRulesSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const fields = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0])];
      for (const field of fields) errors[field] ??= describeRulesIssue(locale, issue);
    }
    return { kind: 'invalid', issues: parsed.error.issues, errors };
  }
  const valid = normalizeRules(parsed.data);
  const rules = { ...valid, overrides: currentOverrides(valid, dayKey(now, studioTimeZone)) };
  return db.transaction(async (tx) => {
    const previous = await getSchedulingRules(tx);
    await tx
      .insert(settings)
      .values({ key: SETTING, value: rules })
      .onConflictDoUpdate({ target: settings.key, set: { value: rules, updatedAt: sql`now()` } });
    await withinTransaction?.(tx);
    return { kind: 'saved', rules, previous } as const;
  });
}
