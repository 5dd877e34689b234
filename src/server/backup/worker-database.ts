import type { Worker } from 'node:worker_threads';
import type { SqlClient } from './sql-client';

// Plain CommonJS, evaluated: no bundler touches it, and require resolves from the project folder.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
const reason = (error) => String((error && error.message) || error);
const settings = workerData.settings.flatMap((setting) => ['-c', setting]);
PGlite.create(workerData.folder, { startParams: [...PGlite.defaultStartParams, ...settings] }).then(
  (db) => {
    parentPort.on('message', ({ id, text, params }) =>
      db.query(text, params).then(
        (result) => parentPort.postMessage({ id, rows: result.rows }),
        (error) => parentPort.postMessage({ id, error: reason(error) }),
      ),
    );
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: reason(error) }),
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

// Its own thread: opening and querying run in WebAssembly without a pause, holding up requests.
export async function openWorkerDatabase(
  folder: string,
  settings: readonly string[],
): Promise<WorkerDatabase> {
  const { Worker: Thread } = await import('node:worker_threads');
  const worker: Worker = new Thread(WORKER_SOURCE, {
    eval: true,
    workerData: { folder, settings },
  });
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.ready) return resolve();
      if (reply.failed) return reject(new Error(reply.failed));
      const waiting = pending.get(reply.id!);
      pending.delete(reply.id!);
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.rows!);
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', () => failAll(new Error('The backup reader stopped.')));
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  return {
    db: {
      query: <Row>(text: string, params: readonly unknown[] = []) =>
        new Promise<{ rows: Row[] }>((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve: (rows) => resolve({ rows: rows as Row[] }), reject });
          worker.postMessage({ id, text, params });
        }),
    },
    close: async () => void (await worker.terminate()),
  };
}
