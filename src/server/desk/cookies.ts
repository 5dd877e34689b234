import 'server-only';
import { CEREMONY_COOKIE, SESSION_COOKIE } from '@/config/desk';
import { deskTimes } from '@/config/desk-limits';

function setCookie(name: string, value: string, maxAgeSeconds: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim() || undefined;
    }
  }
  return undefined;
}

export function sessionCookie(token: string, expiresAt: Date, now: Date): string {
  return setCookie(SESSION_COOKIE, token, (expiresAt.getTime() - now.getTime()) / 1000);
}

export function ceremonyCookie(token: string): string {
  return setCookie(CEREMONY_COOKIE, token, deskTimes.challengeMs / 1000);
}

export const clearSessionCookie = () => setCookie(SESSION_COOKIE, '', 0);
export const clearCeremonyCookie = () => setCookie(CEREMONY_COOKIE, '', 0);

export function deskJson(body: unknown, cookies: string[] = [], status = 200): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return Response.json(body, { status, headers });
}
