import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { pipelineServer, type PipelineServer } from '../../../tests/support/pipeline-server';
import { metricsEndpoint, recordRequestMetrics } from './metrics-endpoint';

const TOKEN = 'm'.repeat(40);

describe('GET /metrics', () => {
  let running: PipelineServer | undefined;
  afterEach(() => running?.close());

  function request(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port: running!.port, path, method, headers }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: response.headers['content-type'],
              body,
            }),
          );
        })
        .on('error', reject)
        .end();
    });
  }

  // The handler after the pipeline stands for Next.js: whatever reaches it gets the site's 404.
  const start = (token: string | undefined) =>
    pipelineServer(
      [recordRequestMetrics, metricsEndpoint(token)].filter((hook) => hook !== undefined),
      (_request, response) => void response.writeHead(404).end('the 404 page'),
    );

  it('does not exist without METRICS_TOKEN', async () => {
    expect(metricsEndpoint(undefined)).toBeUndefined();
    running = await start(undefined);
    const answer = await request('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(answer).toMatchObject({ status: 404, body: 'the 404 page' });
  });

  it('answers the bearer of the token only; anyone else gets the 404 of any unknown address', async () => {
    running = await start(TOKEN);
    for (const authorization of [undefined, 'Bearer', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const answer = await request('/metrics', authorization ? { authorization } : {});
      expect(answer, authorization).toMatchObject({ status: 404, body: 'the 404 page' });
    }
    expect((await request('/metrics', { authorization: `Bearer ${TOKEN}` }, 'POST')).status).toBe(
      405,
    );

    await request('/es/about');
    await request('/api/made-up');
    const scrape = await request('/metrics?x=1', { authorization: `bearer ${TOKEN}` });
    expect(scrape.status).toBe(200);
    expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.body).toMatch(
      /marlowe_http_request_duration_seconds_count\{group="page",method="GET",status="404"\} [1-9]/,
    );
    expect(scrape.body).toMatch(
      /marlowe_http_request_duration_seconds_count\{group="api:other",method="GET",status="404"\} [1-9]/,
    );
    for (const name of [
      'marlowe_emails_refused_total',
      'marlowe_database_errors_total',
      'marlowe_beacon_floods_total',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(scrape.body).toContain(`# TYPE ${name} `);
    }
  });
});
