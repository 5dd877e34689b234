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

// `projectDir` serves another copy of the project: its own `.next` and `public/`, this one's
// `node_modules`.
export async function spawnNextServer(
  env: Record<string, string | undefined>,
  projectDir = root,
): Promise<RunningServer> {
  if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
    throw new Error(`No production build found in ${projectDir}: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
      // Bound like `npm start` (no -H): bound to 127.0.0.1 alone, Next.js gives the proxy
      // localhost addresses and then takes the language rewrite for a foreign host.
      'start',
      '-p',
      String(port),
    ],
    {
      cwd: projectDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
          child.kill('SIGKILL');
          throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${log}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export async function startNextServer(
  env: Record<string, string | undefined>,
  { timeoutMs = 90_000, projectDir }: { timeoutMs?: number; projectDir?: string } = {},
): Promise<RunningServer> {
  const server = await spawnNextServer(env, projectDir);
  await server.ready(timeoutMs);
  return server;
}
