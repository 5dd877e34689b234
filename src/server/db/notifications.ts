import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import type { Queryable } from './types';

const RECONNECT_MS = [250, 1_000, 5_000] as const;

export interface Listening {
  stop(): Promise<void>;
}

/** On PostgreSQL the listener reconnects after a loss and calls `onNotify` once for what it missed. */
export async function listen(
  handle: DatabaseHandle,
  channel: string,
  onNotify: () => void,
): Promise<Listening> {
  if (handle.embedded) {
    const unlisten = await handle.embedded.listen(channel, () => onNotify());
    return { stop: unlisten };
  }
  const connectionString = handle.pool?.options.connectionString;
  if (!connectionString) throw new Error('Listening needs a PostgreSQL connection string.');
  const { Client } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof Client> | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    client = next;
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      next.end().catch(() => undefined);
      const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
      failures += 1;
      retry = setTimeout(() => void connect().catch(() => undefined), delay);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => message.channel === channel && onNotify());
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      lost();
      throw error;
    }
    if (failures > 0) onNotify();
    failures = 0;
  };

  const listening = {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
  try {
    await connect();
  } catch (error) {
    await listening.stop();
    throw error;
  }
  return listening;
}

/** Inside the transaction of a change: the listeners hear of it once it commits. */
export async function notify(tx: Queryable, channel: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, '')`);
}
