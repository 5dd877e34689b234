import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';

export const SITE = 'http://localhost:3000';

let clientCounter = 0;
/** A fresh client address, so that tests do not share rate-limit counters by accident. */
export function newClientAddress(): string {
  clientCounter += 1;
  return `192.0.2.${clientCounter % 250}:${Math.floor(clientCounter / 250)}`;
}

export function jsonRequest(
  path: string,
  body: unknown,
  {
    headers = {},
    client = newClientAddress(),
    raw,
  }: { headers?: Record<string, string>; client?: string; raw?: string } = {},
): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PEER_ADDRESS_HEADER]: client,
      ...headers,
    },
    body: raw ?? JSON.stringify(body),
  });
}

export function getRequest(
  path: string,
  {
    headers = {},
    client = newClientAddress(),
  }: { headers?: Record<string, string>; client?: string } = {},
): Request {
  return new Request(`${SITE}${path}`, { headers: { [PEER_ADDRESS_HEADER]: client, ...headers } });
}

export const visitor = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines LLC',
  challenges: 'Our team spends hours on manual reports.',
  goals: 'Automate reporting and answer customers faster.',
  locale: 'en',
  timeZone: 'Europe/London',
} as const;
