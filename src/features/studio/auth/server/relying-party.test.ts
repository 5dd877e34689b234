import { describe, expect, it } from 'vitest';
import { expectedOrigin, isExpectedOrigin, relyingParty } from './relying-party';

const clientData = (origin: string) =>
  Buffer.from(JSON.stringify({ type: 'webauthn.get', origin })).toString('base64url');

describe('the relying party', () => {
  it('is the site’s host name, with one user handle for the owner', () => {
    const party = relyingParty('https://marlowe.studio');
    expect(party).toMatchObject({ id: 'marlowe.studio', origin: 'https://marlowe.studio' });
    expect(party.userId).toHaveLength(16);
    expect(relyingParty('https://marlowe.studio').userId).toEqual(party.userId);
  });

  it('trusts only the site’s own origin in production', () => {
    const party = relyingParty('https://marlowe.studio');
    expect(isExpectedOrigin('https://marlowe.studio', party)).toBe(true);
    for (const origin of [
      'http://marlowe.studio',
      'https://marlowe.studio:8443',
      'https://evil.marlowe.studio',
      'http://localhost:3000',
      '',
    ]) {
      expect(isExpectedOrigin(origin, party), origin).toBe(false);
    }
  });

  it('trusts any port of localhost when the site runs on localhost', () => {
    const party = relyingParty('http://localhost:3000');
    for (const origin of ['http://localhost:3000', 'http://localhost:3100', 'https://localhost']) {
      expect(isExpectedOrigin(origin, party), origin).toBe(true);
    }
    for (const origin of [
      'http://127.0.0.1:3100',
      'http://localhost.evil.test',
      'file://localhost',
    ]) {
      expect(isExpectedOrigin(origin, party), origin).toBe(false);
    }
  });

  it('checks the browser’s report against its own origin only when that one is trusted', () => {
    const party = relyingParty('http://localhost:3000');
    expect(expectedOrigin(clientData('http://localhost:3100'), party)).toBe(
      'http://localhost:3100',
    );
    expect(expectedOrigin(clientData('https://evil.test'), party)).toBe('http://localhost:3000');
    expect(expectedOrigin('not base64 json', party)).toBe('http://localhost:3000');
  });
});
