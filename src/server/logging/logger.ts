import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { maskSecrets } from './mask';

// Development's lines for a person: time, level, message and the fields that matter.
function prettyLine(line: string): string {
  const { time, level, msg, reqId, ...rest } = JSON.parse(line) as Record<string, unknown>;
  const fields = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const clock = String(time).slice(11, 19);
  return `${clock} ${String(level).toUpperCase().padEnd(5)} ${reqId ? `[${reqId}] ` : ''}${msg ?? ''}${fields ? ` ${fields}` : ''}\n`;
}

interface LoggerOptions {
  production: boolean;
  level: string;
  write(text: string): void;
}

export function createLogger({ production, level, write }: LoggerOptions): Logger {
  const stream = {
    write(line: string) {
      const masked = maskSecrets(line);
      write(production ? masked : prettyLine(masked));
    },
  };
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    stream,
  );
}

interface LogState {
  logger?: Logger;
  requests: AsyncLocalStorage<{ id: string }>;
}

// One per process: the instrumentation and the route handlers are bundled apart.
const holder = globalThis as typeof globalThis & { __marloweLog?: LogState };
const state = (holder.__marloweLog ??= { requests: new AsyncLocalStorage() });

export function logger(): Logger {
  if (!state.logger) {
    const out = pino.destination({ dest: 1, sync: true });
    state.logger = createLogger({
      production: process.env.NODE_ENV === 'production',
      level: process.env.LOG_LEVEL || 'info',
      write: (text) => out.write(text),
    });
  }
  return state.logger;
}

/** Runs `work` as part of request `id`: whatever it logs names the request. */
export function withRequestId<T>(id: string, work: () => T): T {
  return state.requests.run({ id }, work);
}

export function currentRequestId(): string | undefined {
  return state.requests.getStore()?.id;
}

const consoleLevels = {
  debug: 'debug',
  info: 'info',
  log: 'info',
  warn: 'warn',
  error: 'error',
} as const;

// In production every line is JSON, Next.js's own and the libraries' included.
export function routeConsoleToLog(): void {
  for (const [method, level] of Object.entries(consoleLevels)) {
    console[method as keyof typeof consoleLevels] = (...args: unknown[]) => {
      const reqId = currentRequestId();
      logger()[level](reqId ? { reqId } : {}, format(...args));
    };
  }
}

/** Unmasked only on an interactive terminal, e.g. the first start's enrollment link. */
export function noticeAtTerminal(line: string): void {
  if (process.stdout.isTTY) process.stdout.write(`${line}\n`);
  else logger().info(line);
}
