import { describe, expect, it } from 'vitest';
import { EnvError, parseServerEnv } from './env-schema';

describe('server environment', () => {
  it('has defaults that run the site with nothing configured', () => {
    expect(parseServerEnv({})).toEqual({
      SITE_URL: 'http://localhost:3000',
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      STUDIO_NOTIFY_EMAIL: 'hello@marlowe.studio',
      MAIL_RATE: 120,
      NEWSLETTER_RATE: 60,
      TRUST_PROXY: false,
      STUDIO_CALENDAR_TOKEN: undefined,
      STUDIO_SECRET: undefined,
      CALENDAR_ALLOW_PRIVATE_ADDRESSES: false,
      CALENDAR_REFRESH_SECONDS: 300,
    });
  });

  it('reads every variable', () => {
    const env = parseServerEnv({
      SITE_URL: 'https://marlowe.studio/',
      PORT: '8080',
      DATA_DIR: '/var/lib/marlowe',
      DATABASE_URL: 'postgres://site:secret@db:5432/site',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      STUDIO_NOTIFY_EMAIL: 'bookings@marlowe.studio',
      TRUST_PROXY: 'true',
      STUDIO_CALENDAR_TOKEN: 'c2f1a8e4b7d94f0e8a6b3c5d7e9f1a2b4c6d8e0f',
      STUDIO_MEETING_URL: 'https://meet.example.com/marlowe-studio',
    });
    expect(env).toMatchObject({
      STUDIO_MEETING_URL: 'https://meet.example.com/marlowe-studio',
      STUDIO_CALENDAR_TOKEN: 'c2f1a8e4b7d94f0e8a6b3c5d7e9f1a2b4c6d8e0f',
      SITE_URL: 'https://marlowe.studio',
      PORT: 8080,
      DATABASE_URL: 'postgres://site:secret@db:5432/site',
      TRUST_PROXY: true,
    });
  });

  it('addresses the site at its own port when SITE_URL is not set', () => {
    expect(parseServerEnv({ PORT: '3400' }).SITE_URL).toBe('http://localhost:3400');
    expect(parseServerEnv({ PORT: '3400', SITE_URL: '' }).SITE_URL).toBe('http://localhost:3400');
    expect(parseServerEnv({ PORT: '3400', SITE_URL: 'https://marlowe.studio' }).SITE_URL).toBe(
      'https://marlowe.studio',
    );
  });

  it('treats empty optional values as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '', SMTP_URL: '', TRUST_PROXY: '' })).toMatchObject({
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      TRUST_PROXY: false,
    });
  });

  it.each([
    ['SITE_URL', 'marlowe.studio'],
    ['SITE_URL', 'ftp://marlowe.studio'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['STUDIO_NOTIFY_EMAIL', 'not-an-email'],
    ['TRUST_PROXY', 'maybe'],
    ['STUDIO_CALENDAR_TOKEN', 'too-short-to-guard-a-calendar'],
    ['STUDIO_CALENDAR_TOKEN', 'abc!d'.repeat(8)],
    ['STUDIO_MEETING_URL', 'http://meet.example.com/marlowe'],
    ['STUDIO_MEETING_URL', 'meet.example.com/marlowe'],
    ['MAIL_RATE', 'fast'],
    ['MAIL_RATE', '0'],
    ['NEWSLETTER_RATE', '2.5'],
    ['NEWSLETTER_RATE', '100000'],
    ['CALENDAR_REFRESH_SECONDS', 'soon'],
    ['CALENDAR_REFRESH_SECONDS', '0'],
    ['CALENDAR_ALLOW_PRIVATE_ADDRESSES', 'perhaps'],
  ])('refuses a bad %s and names it', (variable, value) => {
    expect(() => parseServerEnv({ [variable]: value })).toThrow(EnvError);
    expect(() => parseServerEnv({ [variable]: value })).toThrow(
      new RegExp(`${variable}: .+${value.slice(0, 5)}`),
    );
  });

  it('lists every bad variable at once', () => {
    const error = (() => {
      try {
        parseServerEnv({ PORT: '0', SITE_URL: 'nope' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toContain('PORT');
    expect(error?.message).toContain('SITE_URL');
  });

  it('refuses a STUDIO_SECRET that is not 64 hex characters without repeating it', () => {
    const secret = 'not-the-key-'.repeat(6);
    expect(() => parseServerEnv({ STUDIO_SECRET: secret })).toThrow(/STUDIO_SECRET: .+64 hex/);
    expect(() => parseServerEnv({ STUDIO_SECRET: secret })).not.toThrow(/not-the-key/);
    expect(parseServerEnv({ STUDIO_SECRET: 'a1'.repeat(32) }).STUDIO_SECRET).toBe('a1'.repeat(32));
  });
});
