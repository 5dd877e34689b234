import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedCalendar {
  url: string;
  /** What the next requests get; change it between reads. */
  state: { status: number; body: string; redirect?: string; hangMs?: number };
  requests: { path: string; authorization?: string }[];
  close(): Promise<void>;
}

/** An iCalendar feed served on a loopback port, as a calendar app's secret address would be. */
export async function serveCalendar(body: string): Promise<ServedCalendar> {
  const state: ServedCalendar['state'] = { status: 200, body };
  const requests: ServedCalendar['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? '', authorization: request.headers.authorization });
    const answer = () => {
      if (state.redirect) {
        response.writeHead(302, { location: state.redirect }).end();
        return;
      }
      response
        .writeHead(state.status, { 'content-type': 'text/calendar; charset=utf-8' })
        .end(state.status === 200 ? state.body : 'Server error');
    };
    if (state.hangMs) setTimeout(answer, state.hangMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar/secret-7d1f3c.ics`,
    state,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
