import type { Database } from '@/server/db/client';
import { deliverDueEmails, type RetryPolicy } from './outbox';
import type { MailTransport } from './transport';

export interface OutboxSender {
  /** Sends due emails soon: call after committing a transaction that enqueued some. */
  wake(): void;
  /**
   * Stops: lets the email being handed to the mail server finish, gives the other emails it had
   * claimed back to the queue (another server sends them now), and stops polling.
   */
  stop(): Promise<void>;
}

export interface OutboxSenderOptions {
  db: Database;
  transport: MailTransport;
  /** How often the outbox is checked for retries that came due. */
  pollIntervalMs?: number;
  policy?: RetryPolicy;
}

/** Runs the outbox in the background of the server process: on wake-ups and on a timer. */
export function startOutboxSender({
  db,
  transport,
  pollIntervalMs = 5_000,
  policy,
}: OutboxSenderOptions): OutboxSender {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const { sent } = await deliverDueEmails({
            db,
            transport,
            policy,
            keepGoing: () => !stopped,
          });
          // A full batch may mean more are waiting.
          if (sent >= 20) again = true;
        } while (again && !stopped);
      } catch (error) {
        console.error('The mail outbox could not be processed:', error);
      } finally {
        running = undefined;
      }
    })();
  };

  const timer = setInterval(run, pollIntervalMs);
  timer.unref();
  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
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

/** Nudges the process's sender, if one runs (tests deliver explicitly instead). */
export function wakeOutboxSender(): void {
  registry.__marloweOutboxSender?.wake();
}
