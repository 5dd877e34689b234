import type http from 'node:http';
import { siteMetrics } from '@/server/metrics/registry';
import { methodLabel, routeGroup } from '@/server/metrics/route-group';
import { sameSecret } from '@/server/secret-tokens';
import type { RequestHook } from './request-hook';

export const METRICS_PATH = '/metrics';

const bearer = (request: http.IncomingMessage) =>
  /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

// Without the token a request falls through to Next.js's 404: nothing says the endpoint exists.
export function metricsEndpoint(token: string | undefined): RequestHook | undefined {
  if (!token) return undefined;
  return (_server, request, response) => {
    if (request.url?.split('?', 1)[0] !== METRICS_PATH) return false;
    if (!sameSecret(bearer(request), token)) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).end();
      return true;
    }
    const { registry } = siteMetrics();
    registry.metrics().then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': registry.contentType,
          'Cache-Control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        console.error('The metrics could not be collected:', error);
        response.writeHead(503, { 'Cache-Control': 'no-store' }).end();
      },
    );
    return true;
  };
}

export const recordRequestMetrics: RequestHook = (_server, request, response) => {
  const started = process.hrtime.bigint();
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.writableFinished ? String(response.statusCode) : 'aborted';
    siteMetrics().requests.observe(
      { group: routeGroup(request.url ?? '/'), method: methodLabel(request.method), status },
      seconds,
    );
  });
  return false;
};
