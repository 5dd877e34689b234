import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once /api/health answers 200; rejects if the server exits or takes too long. */
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

// The site's server (scripts/server.mjs), or `next start` for a copy of the project saved before
// there was one.
function serverCommand(projectDir: string, port: number): string[] {
  const server = path.join(projectDir, 'scripts', 'server.mjs');
  if (existsSync(server)) return [server];
  return [
    path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
    'start',
    '-p',
    String(port),
  ];
}

// `projectDir` serves another copy of the project: its own `.next` and `public/`, this one's
// `node_modules`. With `npmStart`, through `npm start` as the README says, in a process group of
// its own that `stop` signals whole.
export async function spawnNextServer(
  env: Record<string, string | undefined>,
  projectDir = root,
  { npmStart = false }: { npmStart?: boolean } = {},
): Promise<RunningServer> {
  if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
    throw new Error(`No production build found in ${projectDir}: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const [command, ...args] = npmStart
    ? ['npm', 'start']
    : [process.execPath, ...serverCommand(projectDir, port)];
  const child = spawn(command!, args, {
    cwd: projectDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: npmStart,
  });
  const signal = (name: NodeJS.Signals) =>
    npmStart ? process.kill(-child.pid!, name) : child.kill(name);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  return {
    url,
    port,
    process: child,
    output: () => log,
    exited,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${log}`);
        try {
          const response = await fetch(`${url}/api/health`);
          if (response.ok) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) {
          signal('SIGKILL');
          throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${log}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop(name = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) signal(name);
      await exited;
    },
  };
}

export async function startNextServer(
  env: Record<string, string | undefined>,
  {
    timeoutMs = 90_000,
    projectDir,
    npmStart,
  }: { timeoutMs?: number; projectDir?: string; npmStart?: boolean } = {},
): Promise<RunningServer> {
  const server = await spawnNextServer(env, projectDir, { npmStart });
  await server.ready(timeoutMs);
  return server;
}
