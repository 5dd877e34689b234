import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { refuseForbiddenMethods } from './forbidden-methods';

refuseForbiddenMethods();

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

function send(method: string): Promise<{ status: number; allow?: string; handled: boolean }> {
  let handled = false;
  server = http.createServer((_request, response) => {
    handled = true;
    response.end('ok');
  });
  return new Promise((resolve, reject) => {
    server!.listen(0, '127.0.0.1', () => {
      const { port } = server!.address() as AddressInfo;
      const request = http.request({ port, host: '127.0.0.1', method }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, allow: response.headers.allow, handled }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  });
}

describe('methods the Fetch standard forbids', () => {
  it('are answered 405 before the request handler runs', async () => {
    expect(await send('TRACE')).toEqual({ status: 405, allow: 'GET, HEAD, POST', handled: false });
  });

  it('leave every other method to the handler', async () => {
    expect(await send('GET')).toMatchObject({ status: 200, handled: true });
    expect(await send('PROPFIND')).toMatchObject({ status: 200, handled: true });
  });
});
