import { JSDOM } from 'jsdom';
import { expect, inject } from 'vitest';

/** The production server the page tests share (support/shared-server.ts). */
export const server = inject('sharedServerUrl');

/** A read, sent again on a reset: the server may close an idle kept-alive connection as it is reused. */
export async function read(url: string, init?: RequestInit, attempts = 3): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (attempts <= 1) throw error;
    return read(url, init, attempts - 1);
  }
}

export const get = (address: string, init?: RequestInit) => read(`${server}${address}`, init);

/**
 * A page's document as the server sends it, parsed without running a script: what crawlers read,
 * and what the browser shows before its scripts run.
 */
export async function servedPage(address: string, status = 200): Promise<Document> {
  const response = await get(address);
  expect(response.status, address).toBe(status);
  return new JSDOM(await response.text()).window.document;
}

/** Text as a reader gets it: white space collapsed, as Playwright compares text. */
export const textOf = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

/** Every node of the page's JSON-LD blocks, those of an `@graph` included. */
export function jsonLdNodes(doc: Document): JsonLdNode[] {
  const flatten = (value: unknown): JsonLdNode[] => {
    if (Array.isArray(value)) return value.flatMap(flatten);
    if (value && typeof value === 'object') {
      const node = value as JsonLdNode & { '@graph'?: unknown };
      return [node, ...(node['@graph'] ? flatten(node['@graph']) : [])];
    }
    return [];
  };
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    flatten(JSON.parse(script.textContent ?? '')),
  );
}

export const hasType = (node: JsonLdNode, type: string) =>
  Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type;
