import http from 'node:http';

/** An answer as the server sent it: fetch() would decompress the body and hide its size. */
export interface AnswerAsSent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function requestAsSent(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<AnswerAsSent> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

export const encodingOf = (answer: AnswerAsSent) =>
  String(answer.headers['content-encoding'] ?? 'identity');

/**
 * The server's answer once a caching proxy may keep it: its compressed copy of a page or build
 * file, or Next.js's own answer for what it never stores. Until the copy is stored, answers carry
 * `X-Accel-Expires: 0`.
 */
export async function keepableAnswer(url: string, acceptEncoding: string): Promise<AnswerAsSent> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await requestAsSent(url, { 'accept-encoding': acceptEncoding });
    if (answer.headers['x-accel-expires'] !== '0') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was never answered from the server's stored copy`);
}
