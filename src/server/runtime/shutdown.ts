import { withTimeLimit } from '../time-limit';

/**
 * Orderly shutdown: registered tasks run in reverse order (stop the mail sender before closing
 * the database it reads), until a deadline, after which nothing more is waited for.
 */
type ShutdownTask = { name: string; run: () => Promise<void> };

const registry = globalThis as typeof globalThis & {
  __marloweShutdown?: { tasks: ShutdownTask[]; installed: boolean };
};
const state = (registry.__marloweShutdown ??= { tasks: [], installed: false });

const COMMAND_SHUTDOWN_MS = 5_000;

export function onShutdown(name: string, run: () => Promise<void>): void {
  state.tasks.push({ name, run });
}

/** Runs the tasks, newest first, until `deadline` (epoch ms). True if every one finished in time. */
export async function runShutdownTasks(deadline: number): Promise<boolean> {
  for (const task of state.tasks.splice(0).reverse()) {
    const outcome = await withTimeLimit(
      task
        .run()
        .catch((error: unknown) => console.error(`Shutdown: "${task.name}" failed:`, error)),
      deadline - Date.now(),
    );
    if (!outcome.finished) {
      console.warn(`Shutdown: "${task.name}" did not finish in time.`);
      return false;
    }
  }
  return true;
}

/**
 * Runs the tasks when the process is asked to stop. For `next dev`, which closes its HTTP server
 * and exits by itself on the same signals, `exit: false`; command-line tools exit here, with the
 * code a shell expects of an interrupted command. (The production server has its own handler:
 * `startup.ts`.)
 */
export function installShutdownHandlers({ exit }: { exit: boolean }): void {
  if (state.installed) return;
  state.installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void runShutdownTasks(Date.now() + COMMAND_SHUTDOWN_MS).then(() => {
        if (exit) process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    });
  }
}
