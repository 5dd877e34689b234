import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export type FetchProblem = 'address' | 'refused' | 'timeout' | 'tooLarge' | 'network';

export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly problem: FetchProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchLimits {
  /** Loopback and private-network addresses too (tests, a server on the studio's own network). */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

const agents = new Map<boolean, { http: http.Agent; https: https.Agent }>();

// Checked as they connect, redirects included, so a name cannot resolve elsewhere after the check.
function agentsFor(allowPrivate: boolean) {
  let pair = agents.get(allowPrivate);
  if (!pair) {
    const options = { allowPrivateIPAddress: allowPrivate, keepAlive: false };
    pair = {
      http: new RequestFilteringHttpAgent(options),
      https: new RequestFilteringHttpsAgent(options),
    };
    agents.set(allowPrivate, pair);
  }
  return pair;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface Outgoing {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function send(url: URL, request: Outgoing, limits: FetchLimits, signal: AbortSignal) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const pair = agentsFor(limits.allowPrivate);
      const client = url.protocol === 'https:' ? https : http;
      const outgoing = client.request(url, {
        method: request.method,
        headers: request.headers,
        agent: url.protocol === 'https:' ? pair.https : pair.http,
        signal,
      });
      outgoing.on('error', (error) => {
        if (signal.aborted)
          reject(new FetchError('timeout', `No answer within ${limits.timeoutMs} ms`));
        else if (/is not allowed/.test(error.message))
          reject(new FetchError('refused', error.message));
        else reject(new FetchError('network', error.message));
      });
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new FetchError('tooLarge', `Larger than ${limits.maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        response.on('error', (error) => reject(new FetchError('network', error.message)));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.end(request.body);
    },
  );
}

function parseAddress(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FetchError('address', 'Not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('address', `Only http and https addresses, not ${url.protocol}`);
  }
  return url;
}

function outgoingOf(init: RequestInit = {}): Outgoing {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const body = init.body === undefined || init.body === null ? undefined : String(init.body);
  return { method: (init.method ?? 'GET').toUpperCase(), headers, body };
}

// Private addresses refused at every hop; credentials never follow a redirect to another host.
export function guardedFetch(limits: FetchLimits): typeof fetch {
  return async (input, init) => {
    let url = parseAddress(input instanceof Request ? input.url : String(input));
    let request = outgoingOf(init);
    const signal = AbortSignal.timeout(limits.timeoutMs);
    for (let hop = 0; ; hop += 1) {
      const answer = await send(url, request, limits, signal);
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.status) || !location || init?.redirect === 'manual') {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined)
            headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const empty = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
        return new Response(empty ? null : new Uint8Array(answer.body), {
          status: answer.status,
          headers,
        });
      }
      if (hop >= (limits.maxRedirects ?? 5)) throw new FetchError('network', 'Too many redirects');
      const next = parseAddress(new URL(location, url).toString());
      if (next.origin !== url.origin) {
        const headers = Object.entries(request.headers).filter(
          ([name]) => name !== 'authorization',
        );
        request = { ...request, headers: Object.fromEntries(headers) };
      }
      if (answer.status === 303) request = { ...request, method: 'GET', body: undefined };
      url = next;
    }
  };
}
