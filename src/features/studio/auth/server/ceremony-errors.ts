import 'server-only';
import type { Locale } from '@/i18n/routing';
import { HttpError } from '@/server/http/errors';
import { deskErrorMessage, type DeskErrorKey } from '@/server/desk/auth-messages';

export function deskError(status: number, locale: Locale, key: DeskErrorKey): HttpError {
  return new HttpError(status, deskErrorMessage(locale, key));
}

// The verifiers throw on any malformed or mismatching answer; each is the browser's fault.
export async function verified<T>(locale: Locale, verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch {
    throw deskError(400, locale, 'passkeyRejected');
  }
}
