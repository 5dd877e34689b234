import { describe, expect, it } from 'vitest';
import { passkeyAddedEmail } from './passkey-email';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('the email telling the studio of a new passkey', () => {
  const added = {
    to: 'owner@marlowe.test',
    siteUrl: 'https://marlowe.test',
    name: 'Jordan’s iPhone',
    userAgent: iPhone,
    at: new Date('2026-12-03T16:05:00Z'),
  };

  it('names the passkey, the device and browser, and the time in the studio’s zone', () => {
    const email = passkeyAddedEmail({ ...added, locale: 'en' });
    expect(email.to).toBe('owner@marlowe.test');
    expect(email.text).toMatch(
      /^A passkey named “Jordan’s iPhone” was added to the studio desk from Safari on iOS, on Thursday, December 3, 2026 at 11:05 AM Eastern Time\./,
    );
    expect(email.text).toContain('https://marlowe.test/studio/security#passkeys');
    expect(email.html).toContain('<html lang="en">');
  });

  it('is written in Spanish from the Spanish desk', () => {
    const email = passkeyAddedEmail({ ...added, locale: 'es' });
    expect(email.subject).toBe(
      'Se añadió una llave de acceso al escritorio del estudio: «Jordan’s iPhone»',
    );
    expect(email.text).toMatch(
      /desde Safari en iOS, el jueves, 3 de diciembre de 2026, 11:05 a\.m\. hora oriental\./,
    );
    expect(email.text).toContain('https://marlowe.test/es/studio/security#passkeys');
  });
});
