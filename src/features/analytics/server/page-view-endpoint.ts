import 'server-only';
import type http from 'node:http';
import { PAGE_VIEW_PATH } from '../beacon';
import { pageViewFromBeacon } from './page-view';
import type { AnalyticsRecorder } from './recorder';
import type { HeaderSource } from '@/server/http/client-address';
import { apiErrorMessage, requestLocale } from '@/server/http/locale';
import { hookServerEvents } from '@/server/http/server-events';

const MAX_BODY_BYTES = 2_048;

function headerSource(request: http.IncomingMessage): HeaderSource {
  return {
    get(name) {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

// A beacon from another site, or a form posted there, is refused; browsers send these headers.
function isCrossSite(headers: HeaderSource): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.get('host');
  } catch {
    return true;
  }
}

function answer(response: http.ServerResponse, status: 202 | 204) {
  response.writeHead(status, { 'Cache-Control': 'no-store' }).end();
}

function refuse(
  response: http.ServerResponse,
  headers: HeaderSource,
  status: 403 | 400 | 413,
  key: 'crossOrigin' | 'malformedJson' | 'payloadTooLarge',
) {
  const request = new Request(`http://localhost${PAGE_VIEW_PATH}`, {
    headers: {
      referer: headers.get('referer') ?? '',
      'accept-language': headers.get('accept-language') ?? '',
    },
  });
  const body = JSON.stringify({ message: apiErrorMessage(requestLocale(request), key) });
  response
    .writeHead(status, {
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(body);
}

function readBody(request: http.IncomingMessage, done: (body: string | undefined) => void) {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    request.resume();
    return done(undefined);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  request.on('end', () =>
    done(size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString() : undefined),
  );
  request.on('error', () => done(undefined));
}

// Before Next.js, whose handling costs more than a view may. 202: counted; 204: not (GPC, bot, …).
export function installPageViewEndpoint(
  recorder: AnalyticsRecorder,
  { trustProxy, now = () => new Date() }: { trustProxy: boolean; now?: () => Date },
): void {
  hookServerEvents({
    request(_server, request, response) {
      if (request.url !== PAGE_VIEW_PATH) return false;
      const headers = headerSource(request);
      if (request.method !== 'POST') {
        request.resume();
        response
          .writeHead(405, {
            Allow: 'POST',
            'Cache-Control': 'no-store',
            'Content-Type': 'text/plain; charset=utf-8',
          })
          .end('Method Not Allowed\n');
      } else if (isCrossSite(headers)) {
        request.resume();
        refuse(response, headers, 403, 'crossOrigin');
      } else {
        readBody(request, (body) => {
          if (body === undefined) return refuse(response, headers, 413, 'payloadTooLarge');
          const outcome = pageViewFromBeacon(headers, body, { trustProxy, now: now() });
          if (!outcome.counted && outcome.reason === 'malformed') {
            return refuse(response, headers, 400, 'malformedJson');
          }
          if (outcome.counted) recorder.addView(outcome.view);
          answer(response, outcome.counted ? 202 : 204);
        });
      }
      return true;
    },
  });
}
