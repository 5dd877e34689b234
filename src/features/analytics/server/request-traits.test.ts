import { describe, expect, it } from 'vitest';
import { browserOf, countryOf, exclusion, sameSiteUrl } from './request-traits';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headers = (values: Record<string, string>) =>
  new Headers({ 'user-agent': chrome, ...values });

describe('exclusion', () => {
  it('leaves a plain browser request in', () => {
    expect(exclusion(headers({}))).toBeUndefined();
  });

  it('leaves out Global Privacy Control, prefetches and bots', () => {
    expect(exclusion(headers({ 'sec-gpc': '1' }))).toBe('gpc');
    expect(exclusion(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe('prefetch');
    expect(exclusion(headers({ purpose: 'prefetch' }))).toBe('prefetch');
    expect(exclusion(headers({ 'x-moz': 'prefetch' }))).toBe('prefetch');
    expect(exclusion(headers({ 'next-router-prefetch': '1' }))).toBe('prefetch');
    expect(exclusion(headers({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }))).toBe(
      'bot',
    );
    expect(exclusion(new Headers())).toBe('bot');
  });
});

describe('browserOf', () => {
  it('names the device class, browser and operating system families', () => {
    expect(browserOf(chrome)).toEqual({ device: 'desktop', browser: 'Chrome', os: 'Windows' });
    expect(
      browserOf(
        'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ device: 'tablet', browser: 'Safari', os: 'iOS' });
    expect(browserOf('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe('bot');
  });
});

describe('countryOf', () => {
  it('reads the proxy’s country header only behind a trusted proxy', () => {
    expect(countryOf(headers({ 'x-country-code': 'es' }), true)).toBe('ES');
    expect(countryOf(headers({ 'x-country-code': 'es' }), false)).toBeNull();
    expect(countryOf(headers({ 'x-country-code': 'XX' }), true)).toBeNull();
    expect(countryOf(headers({ 'x-country-code': 'Spain' }), true)).toBeNull();
  });
});

describe('sameSiteUrl', () => {
  it('accepts only an address on the request’s own host', () => {
    expect(sameSiteUrl('https://marlowe.studio/about', 'marlowe.studio')?.pathname).toBe('/about');
    expect(sameSiteUrl('https://evil.example/about', 'marlowe.studio')).toBeNull();
    expect(sameSiteUrl('not a url', 'marlowe.studio')).toBeNull();
    expect(sameSiteUrl('https://marlowe.studio/', null)).toBeNull();
  });
});
