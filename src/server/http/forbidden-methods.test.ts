import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { pipelineServer, type PipelineServer } from '../../../tests/support/pipeline-server';
import { refuseForbiddenMethod } from './forbidden-methods';

let running: PipelineServer | undefined;
afterEach(() => running?.close());

async function send(method: string): Promise<{ status: number; allow?: string; handled: boolean }> {
  let handled = false;
  running = await pipelineServer([refuseForbiddenMethod], (_request, response) => {
    handled = true;
    response.end('ok');
  });
  const { port } = running;
  return new Promise((resolve, reject) => {
    const request = http.request({ port, host: '127.0.0.1', method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, allow: response.headers.allow, handled }),
      );
    });
    request.on('error', reject);
    request.end();
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
