import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { frontDoor } from './pipeline';
import { drainRequests, trackRequest } from './request-drain';

/**
 * A stopping server stops listening, lets the requests it has accepted finish (closing their
 * connections after the answer), and answers 503 to a request that still arrives on a
 * connection once it has drained.
 */
describe('request draining', () => {
  const releases = new Map<string, () => void>();
  const server = http.createServer();
  const steps = [{ name: 'request tracking', answers: 'any', hook: trackRequest }];
  server.on(
    'request',
    frontDoor(steps)(server, async (request, response) => {
      // A streamed answer has sent its headers before the shutdown begins.
      if (request.url === '/streamed') response.write('first part, ');
      releases.set(request.url!, () => response.end(`done ${request.url}`));
    }),
  );
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

  afterAll(() => {
    keepAlive.destroy();
    server.closeAllConnections();
  });

  function get(port: number, path: string, agent: http.Agent | false = false) {
    return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            }),
          );
        })
        .on('error', reject);
    });
  }

  const arrived = async (path: string) => {
    while (!releases.has(path)) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const release = async (path: string) => {
    await arrived(path);
    releases.get(path)!();
  };

  it('finishes the requests in flight, then takes no more', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const streamed = get(port, '/streamed', keepAlive);
    const slow = get(port, '/slow');
    await Promise.all([arrived('/streamed'), arrived('/slow')]);

    let drained = false;
    const draining = drainRequests(5_000).then((unfinished) => {
      drained = true;
      return unfinished;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.listening).toBe(false);
    expect(drained).toBe(false);

    await release('/slow');
    expect(await slow).toMatchObject({ status: 200, body: 'done /slow', connection: 'close' });
    await release('/streamed');
    expect(await streamed).toMatchObject({ status: 200, body: 'first part, done /streamed' });
    expect(await draining).toBe(0);

    // The streamed answer's connection stayed open; what comes on it now is turned away.
    expect(await get(port, '/late', keepAlive)).toMatchObject({ status: 503, connection: 'close' });
    await expect(get(port, '/late')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
