import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAsSent, type AnswerAsSent } from '../../../scripts/measure/lib/answer-as-sent';
import { startNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import en from '../../../messages/en/api.json';
import es from '../../../messages/es/api.json';

const nonceOf = (answer: AnswerAsSent) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

// The render data after the HTML numbers its rows in the order the page's awaited parts resolve
// (the published articles among them), which two renders of one page need not share.
function visiblePage(html: string) {
  return {
    page: html.slice(0, html.indexOf('<script nonce="">self.__next_f')),
    length: html.length,
  };
}

// The page with its nonce taken out: what must be the same from one answer to the next.
function withoutNonce(answer: AnswerAsSent) {
  const nonce = nonceOf(answer)!;
  const body =
    answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
  const headers = Object.entries(answer.headers)
    .filter(
      ([name]) =>
        !['date', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name),
    )
    .map(([name, value]) => [name, String(value).replaceAll(nonce, '')]);
  return { headers, html: body.toString('utf8').replaceAll(nonce, '') };
}

describe('search results pages', () => {
  let dataDir: string;
  let server: RunningServer;
  let client = 0;
  // Each test its own client, so one test's searches do not spend another's allowance.
  const from = () => ({ 'x-forwarded-for': `2001:db8::${(client += 1).toString(16)}` });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-search-pages-'));
    server = await startNextServer({
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a repeated search from its copy, as Next.js renders it, with a fresh nonce', async () => {
    const address = `${server.url}/search?q=voice+agents`;
    const first = await requestAsSent(address, { 'accept-encoding': 'br', ...from() });
    const again = await requestAsSent(address, { 'accept-encoding': 'br', ...from() });
    // A language cookie sends the request on to Next.js, which renders the page afresh.
    const rendered = await requestAsSent(address, { cookie: 'language=en', ...from() });
    for (const answer of [first, again, rendered]) expect(answer.status).toBe(200);
    expect(again.headers['content-encoding']).toBe('br');
    expect(new Set([first, again, rendered].map(nonceOf)).size).toBe(3);
    expect(withoutNonce(again)).toEqual(withoutNonce(first));
    expect(visiblePage(withoutNonce(again).html)).toEqual(visiblePage(withoutNonce(rendered).html));
    expect(withoutNonce(again).html).toContain('value="voice agents"');
    const html = brotliDecompressSync(again.body).toString('utf8');
    expect(html.split(`nonce="${nonceOf(again)}"`).length).toBe(html.split('nonce="').length);
  });

  it('reads the page at the address Next.js would', async () => {
    const dotted = await requestAsSent(`${server.url}/es/../search?q=agents`, from());
    expect(dotted.status).toBe(200);
  });

  // Searches from one client until refused; its allowance refills meanwhile, half a search a second.
  async function searchUntilRefused(page: string, headers: Record<string, string>) {
    const started = Date.now();
    for (let passed = 0; passed < 100; passed++) {
      const answer = await requestAsSent(`${server.url}${page}?q=crawl+${passed}`, headers);
      if (answer.status === 429) {
        return { passed, refused: answer, seconds: (Date.now() - started) / 1000 };
      }
      expect(answer.status).toBeLessThan(400);
    }
    throw new Error(`${page} never refused a client`);
  }

  it.each([
    ['/search', en.ApiErrors.rateLimited],
    ['/es/search', es.ApiErrors.rateLimited],
  ])('holds one client on %s to a few new searches a minute', async (page, message) => {
    const crawler = from();
    const { passed, refused, seconds } = await searchUntilRefused(page, crawler);
    expect(passed).toBeGreaterThanOrEqual(30);
    expect(passed).toBeLessThanOrEqual(30 + Math.ceil(seconds / 2));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.toString()).toBe(message);
    // What is cached stays open to it, so does the page without a query (every header links to
    // it), and the next client is not held back.
    const cached = `${server.url}${page}?q=crawl+${passed - 1}`;
    expect((await requestAsSent(cached, crawler)).status).toBe(200);
    expect((await requestAsSent(`${server.url}${page}`, { ...crawler, rsc: '1' })).status).not.toBe(
      429,
    );
    expect((await requestAsSent(`${server.url}${page}?q=crawl+${passed}`, from())).status).toBe(
      200,
    );
  });

  it('counts what goes on to Next.js against the same allowance', async () => {
    const { passed } = await searchUntilRefused('/search', { ...from(), rsc: '1' });
    expect(passed).toBeGreaterThanOrEqual(30);
  });
});
