import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface RuntimeSamplers {
  outbox?: () => Promise<void>;
  backups?: () => Promise<void>;
  calendars?: () => Promise<void>;
}

function createSiteMetrics() {
  const samplers: RuntimeSamplers = {};
  const registry = new Registry();
  const registers = [registry];
  processMetrics(registers);
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
    calendarReadAge: new Gauge({
      name: 'marlowe_calendar_last_read_age_seconds',
      help: "Age of each reading calendar's last good read, by its name (+Inf: never read).",
      labelNames: ['calendar'] as const,
      registers,
      collect: () => samplers.calendars?.(),
    }),
  };
}

// Picked by hand: prom-client's default set reads files under /proc on every scrape.
function processMetrics(registers: Registry[]): void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);
  // Registered after the p99, whose collection sets them: a scrape reads metrics in this order.
  const lagMax = new Gauge({
    name: 'nodejs_eventloop_lag_max_seconds',
    help: 'Longest event-loop delay since the last scrape.',
    registers: [],
  });
  const lagMean = new Gauge({
    name: 'nodejs_eventloop_lag_mean_seconds',
    help: 'Mean event-loop delay since the last scrape.',
    registers: [],
  });
  const lagP99: Gauge = new Gauge({
    name: 'nodejs_eventloop_lag_p99_seconds',
    help: 'Event-loop delay, 99th percentile since the last scrape.',
    registers,
    collect() {
      lagP99.set(seconds(delay.percentile(99)));
      lagMax.set(seconds(delay.max));
      lagMean.set(seconds(delay.mean));
      delay.reset();
    },
  });
  for (const registry of registers) {
    registry.registerMetric(lagMax);
    registry.registerMetric(lagMean);
  }
  let cpuBefore = process.cpuUsage();
  const cpu: Counter = new Counter({
    name: 'process_cpu_seconds_total',
    help: 'User and system CPU time spent, in seconds.',
    registers,
    collect() {
      const used = process.cpuUsage(cpuBefore);
      cpuBefore = process.cpuUsage();
      cpu.inc((used.user + used.system) / 1e6);
    },
  });
  const memory = (name: string, help: string, field: keyof NodeJS.MemoryUsage) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers,
      collect: () => void gauge.set(process.memoryUsage()[field]),
    });
  };
  memory('process_resident_memory_bytes', 'Resident memory size in bytes.', 'rss');
  memory('nodejs_heap_size_total_bytes', 'V8 heap size in bytes.', 'heapTotal');
  memory('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.', 'heapUsed');
  memory(
    'nodejs_external_memory_bytes',
    "Memory held outside the V8 heap by JavaScript objects, PGlite's included.",
    'external',
  );
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

// One set per process: the instrumentation and the route handlers are bundled apart.
const holder = globalThis as typeof globalThis & { __marloweMetrics?: SiteMetrics };

export function siteMetrics(): SiteMetrics {
  return (holder.__marloweMetrics ??= createSiteMetrics());
}
