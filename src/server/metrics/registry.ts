import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Reads the runtime hands in once it runs (`measureRuntime`), made at each scrape. */
export interface RuntimeSamplers {
  outbox?: () => Promise<void>;
  backups?: () => Promise<void>;
}

function createSiteMetrics() {
  const samplers: RuntimeSamplers = {};
  const registry = new Registry();
  // Event-loop delay, resident memory, heap, garbage collection, handles: Node's own.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  return {
    registry,
    samplers,
    requests: new Histogram({
      name: 'marlowe_http_request_duration_seconds',
      help: 'Requests answered, by route group, method and status, with their duration.',
      labelNames: ['group', 'method', 'status'] as const,
      // A stored page takes well under a millisecond, a booking tens, a backup download seconds.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    }),
    emailsSent: new Counter({
      name: 'marlowe_emails_sent_total',
      help: 'Emails handed over to the mail server (or written as files), by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    emailsRefused: new Counter({
      name: 'marlowe_emails_refused_total',
      help: 'Emails the mail server refused for good (a 5xx reply), by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    emailsFailed: new Counter({
      name: 'marlowe_email_failures_total',
      help: 'Attempts to hand an email over that failed and will be retried, by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    databaseErrors: new Counter({
      name: 'marlowe_database_errors_total',
      help: 'Queries that failed, or database health checks that found it unreachable.',
      registers,
    }),
    beaconFloods: new Counter({
      name: 'marlowe_beacon_floods_total',
      help: 'Clients that went over the page-view beacon rate limit: each once per window.',
      registers,
    }),
    beaconDropped: new Counter({
      name: 'marlowe_beacon_dropped_total',
      help: 'Page-view beacons turned away by the rate limit before their body was read.',
      registers,
    }),
    outboxDepth: new Gauge({
      name: 'marlowe_outbox_depth',
      help: 'Emails due and not yet sent, by kind (scheduled ones are not due yet).',
      labelNames: ['kind'] as const,
      registers,
      collect: () => samplers.outbox?.(),
    }),
    outboxOldest: new Gauge({
      name: 'marlowe_outbox_oldest_unsent_seconds',
      help: 'How long the email that has waited longest since it was due has waited (0: none).',
      registers,
      collect: () => samplers.outbox?.(),
    }),
    backupAge: new Gauge({
      name: 'marlowe_backup_age_seconds',
      help: "Age of the newest verified backup in this server's BACKUP_DIR (+Inf: none).",
      registers,
      collect: () => samplers.backups?.(),
    }),
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

// One set per process: the instrumentation and the route handlers are bundled apart.
const holder = globalThis as typeof globalThis & { __marloweMetrics?: SiteMetrics };

export function siteMetrics(): SiteMetrics {
  return (holder.__marloweMetrics ??= createSiteMetrics());
}
