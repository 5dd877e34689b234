import 'server-only';
import type http from 'node:http';
import { PAGE_VIEW_PATH } from '../beacon';
import { pageViewFromBeacon } from './page-view';
import { analyticsRecorder, type AnalyticsRecorder } from './recorder';
import { env } from '@/server/env';
import { clientAddress, headerSource } from '@/server/http/client-address';
import { sendHttpError } from '@/server/http/early-refusal';
import { HttpError } from '@/server/http/errors';
import { apiErrorMessage, incomingLocale } from '@/server/http/locale';
import { enforceRateLimit, memoryRateLimiter } from '@/server/http/rate-limit';
import type { RequestHook } from '@/server/http/request-hook';
import { siteMetrics } from '@/server/metrics/registry';
import { countFailure } from '@/server/metrics/runtime-gauges';
import { isSameOrigin } from '@/server/http/same-origin';

const MAX_BODY_BYTES = 2_048;

// In memory on each server: a view must not wait on the database; a flood is refused unread.
export const pageViewRateLimit = { name: 'page-views', points: 120, durationSeconds: 60 };

function readBody(request: http.IncomingMessage): Promise<string> {
  const tooLarge = () =>
    new HttpError(413, apiErrorMessage(incomingLocale(request), 'payloadTooLarge'));
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      size <= MAX_BODY_BYTES ? resolve(Buffer.concat(chunks).toString()) : reject(tooLarge()),
    );
    request.on('error', reject);
  });
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, error: unknown) {
  // Whatever is left of the body is read and dropped, so the connection can carry the next request.
  request.resume();
  if (error instanceof HttpError) return sendHttpError(response, error);
  countFailure(error);
  console.error(`POST ${PAGE_VIEW_PATH} failed:`, error);
  sendHttpError(
    response,
    new HttpError(503, apiErrorMessage(incomingLocale(request), 'unavailable')),
  );
}

interface EndpointOptions {
  recorder?: AnalyticsRecorder;
  trustProxy?: boolean;
  siteUrl?: string;
  now?: () => Date;
}

// In the request pipeline: Next.js's request handling alone costs more than a view may.
export function pageViewEndpoint({
  recorder = analyticsRecorder(),
  trustProxy = env.TRUST_PROXY,
  siteUrl = env.SITE_URL,
  now = () => new Date(),
}: EndpointOptions = {}): RequestHook {
  const limiter = memoryRateLimiter(pageViewRateLimit);
  // A flood counts once, when it crosses the limit; every beacon it sends after is only dropped.
  const countRefusal = (first: boolean) => {
    const metrics = siteMetrics();
    metrics.beaconDropped.inc();
    if (first) metrics.beaconFloods.inc();
  };
  const siteOrigin = new URL(siteUrl).origin;
  return (_server, request, response) => {
    if (request.url !== PAGE_VIEW_PATH) return false;
    if (request.method !== 'POST') {
      request.resume();
      response
        .writeHead(405, {
          Allow: 'POST',
          'Cache-Control': 'no-store',
          'Content-Type': 'text/plain; charset=utf-8',
        })
        .end('Method Not Allowed\n');
      return true;
    }
    const headers = headerSource(request);
    if (!isSameOrigin(headers, [siteOrigin])) {
      const message = apiErrorMessage(incomingLocale(request), 'crossOrigin');
      refuse(request, response, new HttpError(403, message));
      return true;
    }
    const client = clientAddress({ headers }, trustProxy);
    enforceRateLimit(limiter, client, incomingLocale(request), countRefusal)
      .then(() => readBody(request))
      .then((body) => {
        const outcome = pageViewFromBeacon(headers, body, { trustProxy, now: now() });
        if (!outcome.counted && outcome.reason === 'malformed') {
          const message = apiErrorMessage(incomingLocale(request), 'malformedJson');
          throw new HttpError(400, message);
        }
        if (outcome.counted) recorder.addView(outcome.view);
        response.writeHead(outcome.counted ? 202 : 204, { 'Cache-Control': 'no-store' }).end();
      })
      .catch((error: unknown) => refuse(request, response, error));
    return true;
  };
}
