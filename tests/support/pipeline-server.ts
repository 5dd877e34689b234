import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { frontDoor } from '@/server/http/pipeline';
import type { RequestHook } from '@/server/http/request-hook';

export interface PipelineServer {
  server: http.Server;
  port: number;
  close(): Promise<void>;
}

/** A loopback server that runs `hooks` before `handler`, as scripts/server.mjs runs the pipeline before Next.js. */
export async function pipelineServer(
  hooks: RequestHook[],
  handler: http.RequestListener = (_request, response) => void response.writeHead(404).end(),
): Promise<PipelineServer> {
  const server = http.createServer();
  const steps = hooks.map((hook, index) => ({ name: `hook ${index}`, answers: 'any', hook }));
  server.on(
    'request',
    frontDoor(steps)(server, async (request, response) => handler(request, response)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
