import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attribute, scriptElements } from '../../../scripts/build/html-tags.mjs';
import { inlineScriptHashes } from '../../../scripts/build/script-hashes.mjs';
import { startNextServer, type RunningServer } from '../../../scripts/lib/next-server';
import {
  STAR_FIELD_PATH,
  starFieldStylesheet,
} from '../../../src/components/art/star-field-stylesheet';
import { ICON_SPRITE_PATH, iconSprite } from '../../../src/components/icons/sprite';
import {
  ARTICLE_NOT_FOUND_PAGE_PATH,
  NOT_FOUND_PAGE_PATH,
} from '../../../src/server/http/page-addresses';
import { readScriptHashManifest } from '../../../src/server/http/script-hashes';
import { buildDir, prerenderedPagePaths, publicPath } from './support/build-routes';

/** The sources of a policy's script-src directive. */
function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? '').split('; ').find((part) => part.startsWith('script-src '));
  return directive ? directive.split(' ').slice(1) : [];
}

const quoted = (hash: string) => `'${hash}'`;

describe('the content security policy of each page', () => {
  let dataDir: string;
  let server: RunningServer;
  const manifest = readScriptHashManifest(buildDir);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-csp-'));
    server = await startNextServer({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has an entry for every prerendered page', () => {
    const pages = Object.keys(manifest.pages);
    expect(pages).toContain('/en');
    expect(pages).toContain('/es/about');
    expect(pages.sort()).toEqual(prerenderedPagePaths().sort());
  });

  async function expectOwnScriptsAllowed(address: string, status: number) {
    const response = await fetch(`${server.url}${address}`);
    expect(response.status, address).toBe(status);
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length, address).toBeGreaterThan(2);
    expect(scriptSources(response.headers.get('content-security-policy')).sort(), address).toEqual(
      ["'self'", ...hashes.map(quoted)].sort(),
    );
  }

  it('allows exactly the inline scripts of the page it is served with', async () => {
    const notFoundPages = [NOT_FOUND_PAGE_PATH, ARTICLE_NOT_FOUND_PAGE_PATH];
    for (const internal of Object.keys(manifest.pages)) {
      const address = publicPath(internal);
      const notFoundPage = notFoundPages.some((page) => address.endsWith(page));
      await expectOwnScriptsAllowed(address, notFoundPage ? 404 : 200);
    }
  });

  it('answers unknown addresses with the prerendered 404 page and its policy', async () => {
    for (const address of ['/this/does-not-exist', '/blog/no-such-article', '/es/no-existe']) {
      await expectOwnScriptsAllowed(address, 404);
    }
  });

  it('puts a fresh nonce on the scripts of pages rendered on request', async () => {
    const rendered = [
      '/booking/cancel?token=not-a-real-token',
      '/es/newsletter/confirm?token=not-a-real-token',
      '/newsletter/unsubscribe?token=not-a-real-token',
    ];
    for (const address of rendered) {
      const nonces = new Set<string>();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(`${server.url}${address}`);
        const sources = scriptSources(response.headers.get('content-security-policy'));
        const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
        expect(nonce, address).toBeDefined();
        nonces.add(nonce!);
        for (const { attributes, source } of scriptElements(await response.text())) {
          if (attribute(attributes, 'src') !== undefined) continue;
          if (attribute(attributes, 'type') === 'application/ld+json') continue;
          const hash = `sha256-${createHash('sha256').update(source).digest('base64')}`;
          const allowed =
            attribute(attributes, 'nonce') === nonce || sources.includes(quoted(hash));
          expect(allowed, `${address}: ${source.slice(0, 60)}`).toBe(true);
        }
      }
      expect(nonces.size, address).toBe(2);
    }
  });

  it('runs no script at all in API answers and files', async () => {
    const files = ['/icon.svg', ICON_SPRITE_PATH, STAR_FIELD_PATH, '/robots.txt'];
    for (const address of ['/api/health', '/api/no-such-endpoint', ...files]) {
      const response = await fetch(`${server.url}${address}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, address).toContain("default-src 'none'");
      expect(scriptSources(policy), address).toEqual([]);
    }
  });

  it.each([
    [ICON_SPRITE_PATH, iconSprite, 'image/svg+xml; charset=utf-8', '/icons/000000000000.svg'],
    [STAR_FIELD_PATH, starFieldStylesheet, 'text/css; charset=utf-8', '/art/000000000000.css'],
  ])(
    'serves %s under its content hash, for browsers to keep',
    async (address, body, type, unknown) => {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(body);
      expect((await fetch(`${server.url}${unknown}`)).status).toBe(404);
    },
  );
});
