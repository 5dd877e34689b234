import type { RunningServer } from './next-server';
import { serverCpuMs } from './booking-load';

export const BENCH_METRICS_TOKEN = 'bench-metrics-token-'.repeat(2);

type Samples = Map<string, number>;

// Prometheus's text format: `name{labels} value` lines, comments skipped.
export function parseMetrics(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/** The sum of a metric's samples whose labels include every one given. */
export function total(samples: Samples, name: string, labels: Record<string, string> = {}) {
  let sum = 0;
  for (const [key, value] of samples) {
    if (key !== name && !key.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([label, wanted]) => key.includes(`${label}="${wanted}"`))) {
      sum += value;
    }
  }
  return sum;
}

export async function scrape(server: RunningServer): Promise<Samples> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  return parseMetrics(await response.text());
}

export interface TimelinePoint {
  seconds: number;
  bookings: number;
  depth: number;
  oldest: number;
  sent: number;
}

// What an operator's dashboard would show: bookings made, and the outbox filling and draining.
export function watchBookings(server: RunningServer, everyMs = 500) {
  const points: TimelinePoint[] = [];
  const started = performance.now();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const samples = await scrape(server);
      points.push({
        seconds: (performance.now() - started) / 1000,
        bookings: total(samples, 'marlowe_http_request_duration_seconds_count', {
          group: 'api:book-strategy-session',
          status: '201',
        }),
        depth: total(samples, 'marlowe_outbox_depth'),
        oldest: total(samples, 'marlowe_outbox_oldest_unsent_seconds'),
        sent: total(samples, 'marlowe_emails_sent_total'),
      });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    points,
    async stop() {
      stopped = true;
      await loop;
      return points;
    },
  };
}

/**
 * The server's CPU per scrape beside the same number of `/api/health` requests (the floor of a
 * request that reads the database), interleaved in blocks so other work on the machine falls on
 * both alike.
 */
export async function scrapeCost(server: RunningServer, blocks = 20, perBlock = 25) {
  const cpu = { scrape: 0, health: 0 };
  const time = async (kind: keyof typeof cpu, request: () => Promise<unknown>) => {
    const before = await serverCpuMs(server);
    for (let i = 0; i < perBlock; i += 1) await request();
    cpu[kind] += (await serverCpuMs(server)) - before;
  };
  const health = () => fetch(`${server.url}/api/health`).then((response) => response.text());
  for (let block = 0; block < blocks; block += 1) {
    await time('scrape', () => scrape(server));
    await time('health', health);
  }
  const count = blocks * perBlock;
  return { scrapes: count, scrapeMs: cpu.scrape / count, healthMs: cpu.health / count };
}
