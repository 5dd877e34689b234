import 'server-only';
import { DailySalt, visitorId } from './daily-salt-repository';
import type { Browser, Sighting } from './request-traits';
import { insertVisits } from './visits-repository';
import type { AnalyticsGoal } from '@/server/db/schema';
import type { Database } from '@/server/db/types';

export interface PageView extends Sighting, Browser {
  path: string;
  locale: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  country: string | null;
}

export interface GoalReached extends Sighting {
  goal: AnalyticsGoal;
  path: string | null;
}

const BATCH_SIZE = 1_000;
// About a busy day's minute: past it, new entries are dropped rather than hoarded.
const MAX_PENDING = 50_000;

export class AnalyticsRecorder {
  private views: PageView[] = [];
  private goals: GoalReached[] = [];
  private writing: Promise<void> = Promise.resolve();
  readonly salt = new DailySalt();
  /** Called when a batch fills up, so that it is written before the next tick. */
  onFullBatch?: () => void;

  get pending(): number {
    return this.views.length + this.goals.length;
  }

  addView(view: PageView): void {
    this.add(this.views, view);
  }

  addGoal(goal: GoalReached): void {
    this.add(this.goals, goal);
  }

  private add<T>(queue: T[], entry: T): void {
    if (this.pending >= MAX_PENDING) return;
    queue.push(entry);
    if (queue.length === BATCH_SIZE) this.onFullBatch?.();
  }

  /** Writes everything pending; calls queue up behind one another. */
  flush(db: Database, now = new Date()): Promise<void> {
    const run = this.writing.then(() => this.write(db, now));
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async write(db: Database, now: Date): Promise<void> {
    while (this.pending > 0) {
      const views = this.views.splice(0, BATCH_SIZE);
      const goals = this.goals.splice(0, BATCH_SIZE);
      try {
        const salt = await this.salt.of(db, now);
        // Only the hash of the address and user agent is written.
        const stored = <T extends Sighting>({ address, userAgent, ...entry }: T) => ({
          ...entry,
          visitor: visitorId(salt, address, userAgent),
        });
        await insertVisits(db, views.map(stored), goals.map(stored));
      } catch (error) {
        this.views.unshift(...views);
        this.goals.unshift(...goals);
        throw error;
      }
    }
  }
}

// Route handlers and the instrumentation hook can be bundled apart: one recorder per process.
const registry = globalThis as typeof globalThis & { __marloweAnalytics?: AnalyticsRecorder };

export function analyticsRecorder(): AnalyticsRecorder {
  registry.__marloweAnalytics ??= new AnalyticsRecorder();
  return registry.__marloweAnalytics;
}
