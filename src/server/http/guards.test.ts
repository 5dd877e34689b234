import { describe, expect, it } from 'vitest';
import { clientAddress, PEER_ADDRESS_HEADER } from './client-address';
import type { HttpError } from './errors';
import { requestLocale } from './locale';
import { assertSameOrigin } from './same-origin';

const request = (headers: Record<string, string>, url = 'http://localhost:3000/api/x') =>
  new Request(url, { headers });

describe('client address', () => {
  const forwarded = {
    'x-forwarded-for': '203.0.113.7, 198.51.100.2',
    [PEER_ADDRESS_HEADER]: '10.0.0.1',
  };

  it('is the TCP peer unless the proxy is trusted', () => {
    expect(clientAddress(request(forwarded), false)).toBe('10.0.0.1');
  });

  it('is the entry the trusted proxy appended (the last one) when TRUST_PROXY is on', () => {
    expect(clientAddress(request(forwarded), true)).toBe('198.51.100.2');
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: '10.0.0.1' }), true)).toBe('10.0.0.1');
  });
});

describe('same-origin check', () => {
  const site = 'https://marlowe.studio';
  const refused = (headers: Record<string, string>) => {
    try {
      assertSameOrigin(request(headers), site);
      return undefined;
    } catch (error) {
      return (error as HttpError).status;
    }
  };

  it('lets same-origin browsers and non-browser clients through', () => {
    expect(
      refused({ origin: 'https://marlowe.studio', 'sec-fetch-site': 'same-origin' }),
    ).toBeUndefined();
    expect(refused({ origin: 'http://localhost:3000' })).toBeUndefined();
    expect(
      refused({ host: 'preview.internal:8080', origin: 'http://preview.internal:8080' }),
    ).toBeUndefined();
    expect(refused({})).toBeUndefined();
  });

  it('refuses other sites with 403', () => {
    expect(refused({ origin: 'https://evil.example' })).toBe(403);
    expect(refused({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(refused({ origin: 'null' })).toBe(403);
  });
});

describe('API language', () => {
  it('prefers an explicit choice, then the query, then Accept-Language, then English', () => {
    expect(requestLocale(request({ 'accept-language': 'es' }), 'en')).toBe('en');
    expect(requestLocale(request({}, 'http://x/api?locale=es'))).toBe('es');
    expect(requestLocale(request({ 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' }))).toBe('es');
    expect(requestLocale(request({ 'accept-language': 'de' }))).toBe('en');
    expect(requestLocale(request({ 'accept-language': 'es;q=0' }))).toBe('en');
  });

  it('takes the language of a Spanish page the request came from, before Accept-Language', () => {
    const from = (referer: string) =>
      requestLocale(request({ referer, 'accept-language': 'en' }, 'http://x/api'));
    expect(from('https://marlowe.studio/es/blog')).toBe('es');
    expect(from('https://marlowe.studio/es')).toBe('es');
    expect(from('https://marlowe.studio/blog')).toBe('en');
    expect(from('https://marlowe.studio/essays')).toBe('en');
    expect(from('not a url')).toBe('en');
    const spanishPage = request(
      { referer: 'https://marlowe.studio/es/blog' },
      'http://x/api?locale=en',
    );
    expect(requestLocale(spanishPage)).toBe('en');
  });
});
