import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// 256 bits; only the hash is stored, so a copy of the database opens nothing.
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Hashing both sides first makes the comparison take the same time whatever was sent.
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
