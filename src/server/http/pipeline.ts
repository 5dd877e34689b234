import type http from 'node:http';
import { livePages } from '@/server/cache/live-pages';
import { searchPages } from '@/server/cache/search-pages';
import { env } from '@/server/env';
import { tagPeerAddress } from './client-address';
import { refuseForbiddenMethod } from './forbidden-methods';
import { metricsEndpoint, recordRequestMetrics } from './metrics-endpoint';
import { precompressedPages } from './precompressed-pages';
import { trackRequest, trackServer } from './request-drain';
import { logRequest, tagRequestId } from './request-log';
import { logger, withRequestId } from '@/server/logging/logger';
import type { RequestHook } from './request-hook';
import { refuseMalformedRouterHeaders } from './router-headers';

export interface PipelineStep {
  name: string;
  answers: string;
  hook: RequestHook;
}

/** Steps a feature owns: the server layer cannot import features, so they are handed in. */
export interface FeatureHooks {
  pageViews: RequestHook;
}

// Order matters: address tagging first, so no later step reads an address the client sent.
export function requestPipeline({ pageViews }: FeatureHooks): PipelineStep[] {
  const steps: (PipelineStep | undefined)[] = [
    { name: 'peer address', answers: 'none; tags every request', hook: tagPeerAddress },
    { name: 'request metrics', answers: 'none; times every request', hook: recordRequestMetrics },
    { name: 'request log', answers: 'none; logs every request once answered', hook: logRequest },
    { name: 'request tracking', answers: 'any, 503 once drained', hook: trackRequest },
    { name: 'forbidden methods', answers: 'TRACE on any path, 405', hook: refuseForbiddenMethod },
    {
      name: 'router headers',
      answers: 'any path with a malformed RSC, Next-Router-* or Next-Url header, 400',
      hook: refuseMalformedRouterHeaders,
    },
    step(
      'metrics',
      'GET and HEAD of /metrics with the bearer token of METRICS_TOKEN',
      metricsEndpoint(env.METRICS_TOKEN),
    ),
    { name: 'page views', answers: '/api/analytics/view', hook: pageViews },
    step(
      'stored pages',
      'GET and HEAD of prerendered pages, unknown addresses and /_next/static scripts and styles',
      precompressedPages(),
    ),
    step(
      'live pages',
      'GET and HEAD of pages and files made from the published articles, and article previews',
      livePages(),
    ),
    step('search pages', 'GET and HEAD of /search?q= and /es/search?q=', searchPages()),
  ];
  return steps.filter((entry) => entry !== undefined);
}

// Steps that exist only with their configuration, or in production with a build to serve.
function step(name: string, answers: string, hook: RequestHook | undefined) {
  return hook && { name, answers, hook };
}

type NextHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

export type FrontDoor = (server: http.Server, next: NextHandler) => http.RequestListener;

export function frontDoor(steps: readonly PipelineStep[]): FrontDoor {
  return (server, next) => {
    trackServer(server);
    return (request, response) => {
      // Every line logged while it is handled, Next.js's included, names the request.
      const id = tagRequestId(request, response);
      withRequestId(id, () => {
        for (const { hook } of steps) if (hook(server, request, response)) return;
        next(request, response).catch((error: unknown) => {
          logger().error({ reqId: id, err: error }, `${request.method} ${request.url} failed`);
          if (response.headersSent) response.destroy();
          else {
            response
              .writeHead(500, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' })
              .end(`Something went wrong on our side. Reference: ${id}\n`);
          }
        });
      });
    };
  };
}

// The instrumentation's bundle and the server script cannot import each other: they meet here.
const HANDOVER_KEY = Symbol.for('marlowe.front-door');

export function handOverFrontDoor(door: FrontDoor): void {
  const receive = (globalThis as Record<symbol, unknown>)[HANDOVER_KEY];
  if (typeof receive !== 'function') {
    throw new Error(
      'no request pipeline without scripts/server.mjs: start with `npm start` or `npm run dev`, not `next start` or `next dev`',
    );
  }
  receive(door);
}
