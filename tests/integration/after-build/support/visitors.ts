import http from 'node:http';
import type { RunningServer } from '../../../../scripts/measure/lib/next-server';

/**
 * Traffic for tests of production servers. Each request comes "from" an address of its own
 * (the servers run with TRUST_PROXY), so rate limits only count where a test means them to.
 */
let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function postJson(
  base: string,
  path: string,
  body: unknown,
  address = nextAddress(),
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

export async function openSlots(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/available-slots`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const { entries } = (await response.json()) as { entries: { start: string }[] };
  return entries.map((entry) => entry.start);
}

export function bookingRequest(timeSlot: string, email: string) {
  return {
    firstName: 'Scale',
    lastName: 'Test',
    email,
    timeSlot,
    challenges: 'Three servers, one database.',
    goals: 'Every booking kept, every email sent once.',
    timeZone: 'America/New_York',
  };
}

export function subscriptionRequest(email: string) {
  return { source: 'blogazine', email, language: 'en' };
}

/**
 * Polls /api/health until it answers 200, and returns what it answered on the way, repeats
 * folded: e.g. `["refused", "503 starting", "200 ok"]`.
 */
export async function watchUntilHealthy(server: RunningServer, timeoutMs = 120_000) {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let answer: string;
    try {
      const response = await fetch(`${server.url}/api/health`);
      answer = `${response.status} ${((await response.json()) as { status: string }).status}`;
    } catch {
      answer = 'refused';
    }
    if (seen.at(-1) !== answer) seen.push(answer);
    if (answer.startsWith('200')) return seen;
    if (server.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`Not healthy (${seen.join(' → ')}):\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A POST whose body arrives in two parts, with the caller deciding when to send the second: the
 * request is in flight on the server in between. One connection, closed after the answer.
 */
export function slowPost(base: string, path: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const url = new URL(path, base);
  let answered: (answer: Answer) => void;
  let failed: (error: Error) => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const request = http.request(
    url,
    {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': payload.length,
        'x-forwarded-for': nextAddress(),
      },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        answered({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Answer['body'],
        }),
      );
    },
  );
  request.on('error', (error) => failed(error));
  request.write(payload.subarray(0, half));
  return {
    answer,
    finish: () => request.end(payload.subarray(half)),
  };
}

/** Whether a new connection to the server is refused (it has stopped listening). */
export async function connectionRefused(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/api/health`);
    return false;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return true;
    throw error;
  }
}
