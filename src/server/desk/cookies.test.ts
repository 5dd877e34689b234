import { describe, expect, it } from 'vitest';
import { clearSessionCookie, readCookie, sessionCookie } from './cookies';

describe('the desk’s cookies', () => {
  it('are __Host- cookies, HttpOnly, Secure and SameSite=Strict, for the session’s lifetime', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const expires = new Date(now.getTime() + 30 * 86_400_000);
    expect(sessionCookie('abc', expires, now)).toBe(
      '__Host-studio-session=abc; Path=/; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict',
    );
    expect(clearSessionCookie()).toMatch(/^__Host-studio-session=; Path=\/; Max-Age=0;/);
  });

  it('are read from a Cookie header by exact name', () => {
    const header = 'theme=dark; x__Host-studio-session=no; __Host-studio-session=tok=en ; a=';
    expect(readCookie(header, '__Host-studio-session')).toBe('tok=en');
    expect(readCookie(header, 'a')).toBeUndefined();
    expect(readCookie(null, 'theme')).toBeUndefined();
  });
});
