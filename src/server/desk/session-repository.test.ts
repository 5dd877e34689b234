import { describe, expect, it } from 'vitest';
import { sessionState } from './session-repository';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T12:00:00Z');
const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
const session = (overrides: Partial<Parameters<typeof sessionState>[0]> = {}) => ({
  endedAt: null,
  revokedAt: null,
  lastSeenAt: at(1),
  expiresAt: new Date(now.getTime() + 24 * HOUR),
  ...overrides,
});

describe('a desk session', () => {
  it('is active until 12 hours pass unused', () => {
    expect(sessionState(session({ lastSeenAt: at(11.9) }), now)).toBe('active');
    expect(sessionState(session({ lastSeenAt: at(12) }), now)).toBe('idle');
  });

  it('ends at its absolute lifetime however recently it was used', () => {
    expect(sessionState(session({ lastSeenAt: now, expiresAt: now }), now)).toBe('expired');
  });

  it('ends when signed out, or when its passkey is revoked', () => {
    expect(sessionState(session({ endedAt: at(2) }), now)).toBe('ended');
    expect(sessionState(session({ revokedAt: at(2) }), now)).toBe('revoked');
  });
});
