/**
 * A bare Node.js server answering documents compressed once, from memory: the reference a page
 * benchmark compares the site's server with. `startPrecompressedServer` runs it in a child
 * process of its own, so that it shares no event loop with the load generator.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Encoded {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface PrecompressedServer {
  url: string;
  stop(): Promise<void>;
}

function pickEncoding(acceptEncoding: string | undefined): keyof Encoded {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function serve(documents: Record<string, Uint8Array>): Promise<number> {
  const encoded = new Map<string, Encoded>(
    Object.entries(documents).map(([path, body]) => [
      path,
      {
        identity: Buffer.from(body),
        gzip: gzipSync(body, { level: 9 }),
        br: brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      },
    ]),
  );
  const server = http.createServer((request, response) => {
    const document = encoded.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!document) {
      response.writeHead(404).end();
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = document[encoding];
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

export function startPrecompressedServer(
  documents: Record<string, Uint8Array>,
): Promise<PrecompressedServer> {
  const child: ChildProcess = fork(__filename, [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The reference server exited (${code})`)));
    child.once('message', (port) =>
      resolve({
        url: `http://127.0.0.1:${port as number}`,
        async stop() {
          child.kill();
          await exited;
        },
      }),
    );
    child.send(documents);
  });
}

if (process.send && require.main === module) {
  process.once('message', (documents) => {
    void serve(documents as Record<string, Uint8Array>).then((port) => process.send!(port));
  });
}
