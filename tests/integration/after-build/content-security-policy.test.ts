import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attribute, rawTextElements } from '../../../scripts/build/html-tags.mjs';
import { inlineScriptHashes, inlineStyleHashes } from '../../../scripts/build/inline-hashes.mjs';
import { moveStyleAttributes } from '../../../scripts/build/inline-styles.mjs';
import { startNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import {
  STAR_FIELD_PATH,
  starFieldStylesheet,
} from '../../../src/components/art/star-field-stylesheet';
import { ICON_SPRITE_PATH, iconSprite } from '../../../src/components/icons/sprite';
import { linkedPagePath } from '../../../src/config/navigation';
import { readInlineHashManifest } from '../../../src/server/http/inline-hashes';
import { buildDir, prerenderedPagePaths, publicPath } from './support/build-routes';

function sources(policy: string | null, name: 'script-src' | 'style-src'): string[] {
  const directive = (policy ?? '').split('; ').find((part) => part.startsWith(`${name} `));
  return directive ? directive.split(' ').slice(1) : [];
}

const scriptSources = (policy: string | null) => sources(policy, 'script-src');

const quoted = (hash: string) => `'${hash}'`;

describe('the content security policy of each page', () => {
  let dataDir: string;
  let server: RunningServer;
  const manifest = readInlineHashManifest(buildDir);

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
    expect(pages).toContain('/en/about');
    expect(pages).toContain('/es/about');
    expect(pages.sort()).toEqual(prerenderedPagePaths().sort());
  });

  async function expectOwnScriptsAllowed(address: string, status: number) {
    const response = await fetch(`${server.url}${address}`);
    expect(response.status, address).toBe(status);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy');
    const hashes = inlineScriptHashes(html);
    expect(hashes.length, address).toBeGreaterThan(2);
    expect(scriptSources(policy).sort(), address).toEqual(["'self'", ...hashes.map(quoted)].sort());
    expect(sources(policy, 'style-src').sort(), address).toEqual(
      ["'self'", ...inlineStyleHashes(html).map(quoted)].sort(),
    );
    expect(moveStyleAttributes(html).moved, `${address} has style attributes`).toBe(0);
  }

  it('allows exactly the inline scripts and styles of the page it is served with', async () => {
    const notFoundPages = [linkedPagePath.notFound, linkedPagePath.articleNotFound];
    for (const internal of Object.keys(manifest.pages)) {
      const address = publicPath(internal);
      const notFoundPage = notFoundPages.some((page) => address.endsWith(page));
      await expectOwnScriptsAllowed(address, notFoundPage ? 404 : 200);
    }
  });

  it('answers unknown addresses with the prerendered 404 page and its policy', async () => {
    const unknown = ['/this/does-not-exist', '/blog/no-such-article', '/es/no-existe'];
    // Booking addresses past the emailed links' own: the same page, nothing rendered on request.
    const booking = ['/booking/not-a-booking', '/booking/cancel/abc', '/es/booking/reschedule/x'];
    for (const address of [...unknown, ...booking]) {
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
        const policy = response.headers.get('content-security-policy');
        const allowedScripts = scriptSources(policy);
        const nonce = allowedScripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
        expect(nonce, address).toBeDefined();
        nonces.add(nonce!);
        const html = await response.text();
        for (const { attributes, source } of rawTextElements(html, 'script')) {
          if (attribute(attributes, 'src') !== undefined) continue;
          if (attribute(attributes, 'type') === 'application/ld+json') continue;
          const hash = `sha256-${createHash('sha256').update(source).digest('base64')}`;
          const allowed =
            attribute(attributes, 'nonce') === nonce || allowedScripts.includes(quoted(hash));
          expect(allowed, `${address}: ${source.slice(0, 60)}`).toBe(true);
        }
        expect(sources(policy, 'style-src'), address).toEqual(["'self'"]);
        expect(rawTextElements(html, 'style'), address).toEqual([]);
        expect(moveStyleAttributes(html).moved, `${address} has style attributes`).toBe(0);
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
