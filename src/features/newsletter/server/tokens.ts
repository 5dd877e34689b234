import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the secret in a confirmation or unsubscribe link. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
