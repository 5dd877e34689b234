import { createHash, randomBytes } from 'node:crypto';

// 256 bits; only the hash is stored, so a copy of the database opens nothing.
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
