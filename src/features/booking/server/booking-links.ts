import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@/server/db/types';
import type { Booking } from '@/server/db/schema';
import { findBookingByTokenHash } from './bookings-repository';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A link token of 256 random bits; only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

const MAX_TOKEN_LENGTH = 200;

export async function findBookingByToken(
  db: Queryable,
  token: string,
): Promise<Booking | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return findBookingByTokenHash(db, hashToken(token));
}
