import type { Database } from '@/server/db/types';
import { classifyFailure } from './failures';
import { deliverDueEmails, type RetryPolicy } from './outbox';
import type { OutboxHooks } from './outcomes';
import { tokenBucket } from './token-bucket';
import type { MailTransport } from './transport';

interface OutboxSender {
  wake(): void;
  stop(): Promise<void>;
}

interface OutboxSenderOptions {
  db: Database;
  transport: MailTransport;
  pollIntervalMs?: number;
  policy?: RetryPolicy;
  hooks?: OutboxHooks;
  ratePerMinute?: number;
  probeDelayMs?: { first: number; max: number };
  log?: Pick<Console, 'info' | 'warn'>;
}

const BATCH_SIZE = 20;

// Notes whether a failure said nothing about the email itself, i.e. the server is out of reach.
function watchedTransport(transport: MailTransport) {
  const state = { unreachable: false };
  const watched: MailTransport = {
    description: transport.description,
    close: transport.close?.bind(transport),
    async send(message) {
      try {
        await transport.send(message);
      } catch (error) {
        if (classifyFailure(error) === 'unreachable') state.unreachable = true;
        throw error;
      }
    },
  };
  return { watched, state };
}

// At a bounded rate; while the server is unreachable one email probes and the rest keep retries.
export function startOutboxSender({
  db,
  transport,
  pollIntervalMs = 5_000,
  policy,
  hooks,
  ratePerMinute = 120,
  probeDelayMs = { first: 5_000, max: 60_000 },
  log = console,
}: OutboxSenderOptions): OutboxSender {
  const bucket = tokenBucket(ratePerMinute);
  const { watched, state } = watchedTransport(transport);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let probeDelay = 0;
  let resumeAt = 0;
  let resumeTimer: NodeJS.Timeout | undefined;

  const runLater = (ms: number) => {
    resumeAt = Date.now() + ms;
    clearTimeout(resumeTimer);
    resumeTimer = setTimeout(run, ms);
    resumeTimer.unref();
  };

  const deliverBatches = async () => {
    do {
      again = false;
      const allowance = probeDelay ? 1 : Math.min(BATCH_SIZE, bucket.available());
      if (allowance < 1) return runLater(bucket.msUntilNext());
      state.unreachable = false;
      const { sent, failed } = await deliverDueEmails({
        db,
        transport: watched,
        policy,
        hooks,
        batchSize: allowance,
        keepGoing: () => !stopped,
        log,
      });
      bucket.take(sent + failed);
      if (state.unreachable && sent === 0) {
        if (!probeDelay)
          log.warn(
            `The mail server ${transport.description} cannot be reached; the outbox waits and tries again.`,
          );
        probeDelay = probeDelay ? Math.min(probeDelay * 2, probeDelayMs.max) : probeDelayMs.first;
        return runLater(probeDelay);
      }
      if (probeDelay && sent + failed > 0) {
        probeDelay = 0;
        log.info(`The mail server ${transport.description} answers again; the outbox resumes.`);
      }
      if (sent + failed >= allowance) again = true;
    } while (again && !stopped);
  };

  function run(): void {
    if (stopped || Date.now() < resumeAt) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverBatches()
      .catch((error: unknown) => console.error('The mail outbox could not be processed:', error))
      .finally(() => (running = undefined));
  }

  const timer = setInterval(run, pollIntervalMs);
  timer.unref();
  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(resumeTimer);
      await running;
      transport.close?.();
    },
  };
}

// Route handlers and the instrumentation hook can be bundled apart: keep one sender per process.
const registry = globalThis as typeof globalThis & { __marloweOutboxSender?: OutboxSender };

export function setOutboxSender(sender: OutboxSender | undefined): void {
  registry.__marloweOutboxSender = sender;
}

export function wakeOutboxSender(): void {
  registry.__marloweOutboxSender?.wake();
}
