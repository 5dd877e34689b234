import { withTimeLimit } from '@/server/time-limit';

// Tasks run newest first: the mail sender stops before the database it reads closes.
type ShutdownTask = { name: string; run: () => Promise<void> };

const registry = globalThis as typeof globalThis & {
  __marloweShutdown?: { tasks: ShutdownTask[]; installed: boolean };
};
const state = (registry.__marloweShutdown ??= { tasks: [], installed: false });

const COMMAND_SHUTDOWN_MS = 5_000;

export function onShutdown(name: string, run: () => Promise<void>): void {
  state.tasks.push({ name, run });
}

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

export function installShutdownHandlers(): void {
  if (state.installed) return;
  state.installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void runShutdownTasks(Date.now() + COMMAND_SHUTDOWN_MS).then(() =>
        process.exit(signal === 'SIGINT' ? 130 : 143),
      );
    });
  }
}
