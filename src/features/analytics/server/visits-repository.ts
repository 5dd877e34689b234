import {
  analyticsGoals,
  analyticsViews,
  type NewAnalyticsGoal,
  type NewAnalyticsView,
} from '@/server/db/schema';
import { insertJsonRows } from '@/server/db/json-rows';
import type { Database } from '@/server/db/types';

// One batch of views and goals, both or neither.
export async function insertVisits(
  db: Database,
  views: NewAnalyticsView[],
  goals: NewAnalyticsGoal[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertJsonRows(tx, analyticsViews, views);
    await insertJsonRows(tx, analyticsGoals, goals);
  });
}
