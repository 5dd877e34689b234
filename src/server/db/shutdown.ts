/**
 * Orderly shutdown on SIGTERM and SIGINT: registered tasks run in reverse order (stop the mail
 * sender before closing the database it reads), each given a few seconds at most.
 */
type ShutdownTask = { name: string; run: () => Promise<void> };

const registry = globalThis as typeof globalThis & {
  __marloweShutdown?: { tasks: ShutdownTask[]; installed: boolean };
};
const state = (registry.__marloweShutdown ??= { tasks: [], installed: false });

const TASK_TIMEOUT_MS = 5_000;

export function onShutdown(name: string, run: () => Promise<void>): void {
  state.tasks.push({ name, run });
}

export async function runShutdownTasks(): Promise<void> {
  const tasks = state.tasks.splice(0).reverse();
  for (const task of tasks) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.warn(`Shutdown: "${task.name}" did not finish in time.`);
        resolve();
      }, TASK_TIMEOUT_MS);
    });
    await Promise.race([
      task
        .run()
        .catch((error: unknown) => console.error(`Shutdown: "${task.name}" failed:`, error)),
      timeout,
    ]);
    clearTimeout(timer);
  }
}

/**
 * Runs the tasks when the process is asked to stop. Next.js closes its HTTP server on the same
 * signals and exits when done; `exit` ends the process here only when nothing else will.
 */
export function installShutdownHandlers({ exit }: { exit: boolean }): void {
  if (state.installed) return;
  state.installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void runShutdownTasks().then(() => {
        if (exit) process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    });
  }
}
