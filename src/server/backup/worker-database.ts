import { spawn } from 'node:child_process';
import type { SqlClient } from './sql-client';

// Plain CommonJS, evaluated: no bundler touches it, and require resolves from the project folder.
const READER_SOURCE = `
const { PGlite } = require('@electric-sql/pglite');
const { folder, settings } = JSON.parse(process.argv[1]);
const reason = (error) => String((error && error.message) || error);
const startParams = [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])];
process.on('disconnect', () => process.exit(0));
PGlite.create(folder, { startParams }).then(
  (db) => {
    process.on('message', ({ id, text, params }) =>
      db.query(text, params).then(
        (result) => process.send({ id, rows: result.rows }),
        (error) => process.send({ id, error: reason(error) }),
      ),
    );
    process.send({ ready: true });
  },
  (error) => process.send({ failed: reason(error) }),
);
`;

interface Reply {
  id?: number;
  rows?: unknown[];
  error?: string;
  ready?: boolean;
  failed?: string;
}

export interface WorkerDatabase {
  db: SqlClient;
  close(): Promise<void>;
}

// Its own process: WebAssembly would block requests, and its memory goes back on exit.
export async function openWorkerDatabase(
  folder: string,
  settings: readonly string[],
): Promise<WorkerDatabase> {
  const reader = spawn(
    process.execPath,
    ['--liftoff-only', '-e', READER_SOURCE, JSON.stringify({ folder, settings })],
    {
      cwd: process.cwd(),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    },
  );
  const exited = new Promise<void>((resolve) => reader.once('exit', () => resolve()));
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const stop = async () => {
    if (reader.exitCode === null && reader.signalCode === null) reader.kill();
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    reader.on('message', (reply: Reply) => {
      if (reply.ready) return resolve();
      if (reply.failed) return reject(new Error(reply.failed));
      const waiting = pending.get(reply.id!);
      pending.delete(reply.id!);
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.rows!);
    });
    reader.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    reader.once('exit', () => {
      const stopped = new Error('The backup reader stopped.');
      reject(stopped);
      failAll(stopped);
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    db: {
      query: <Row>(text: string, params: readonly unknown[] = []) =>
        new Promise<{ rows: Row[] }>((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve: (rows) => resolve({ rows: rows as Row[] }), reject });
          reader.send({ id, text, params });
        }),
    },
    close: stop,
  };
}
