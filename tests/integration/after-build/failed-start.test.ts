import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  spawnNextServer,
  type RunningServer,
} from '../../../scripts/measure/lib/next-server';

/**
 * A server whose start-up fails (here: its database cannot be reached) says why in one line and
 * exits with status 1, so its process manager restarts it; until then it answers 503, never an
 * error page.
 */
describe('a server that cannot start', () => {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('exits with status 1 and one line saying why, and never answers with an error', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-failed-start-'));
    // Nothing listens on this port: every connection to the "database" is refused.
    const unreachable = `postgres://marlowe:secret@127.0.0.1:${await freePort()}/marlowe`;
    server = await spawnNextServer({ DATABASE_URL: unreachable, DATA_DIR: dataDir });

    const answers = new Set<string>();
    while (server.process.exitCode === null) {
      for (const address of ['/api/health', '/', '/api/available-slots']) {
        const answer = await fetch(`${server.url}${address}`).then(
          (response) => String(response.status),
          () => 'refused',
        );
        answers.add(`${address} ${answer}`);
      }
    }

    expect(await server.exited).toEqual({ code: 1, signal: null });
    // One JSON line, as every line of a production server.
    const failures = server.output().match(/^.*Start-up failed.*$/gm) ?? [];
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0]!)).toMatchObject({
      level: 'error',
      msg: expect.stringMatching(/^Start-up failed: .*ECONNREFUSED.*Stopping the server\.$/),
    });
    expect(server.output()).not.toContain('secret');
    for (const answer of answers) expect(answer).toMatch(/ (refused|200|503)$/);
    expect([...answers].filter((answer) => answer.endsWith(' 200'))).not.toContain(
      '/api/health 200',
    );
  });
});
