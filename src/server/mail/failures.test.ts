import { describe, expect, it } from 'vitest';
import { classifyFailure } from './failures';

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('smtp'), fields);

describe('a failed handover', () => {
  it.each([
    [
      'a mailbox refused for good',
      { command: 'RCPT TO', responseCode: 550, permanent: true },
      'refused',
    ],
    [
      'a message refused for good',
      { command: 'DATA', responseCode: 554, permanent: true },
      'refused',
    ],
    [
      'a mailbox busy for now',
      { command: 'RCPT TO', responseCode: 451, permanent: false },
      'retry',
    ],
    [
      'our sender refused',
      { command: 'MAIL FROM', responseCode: 550, permanent: true },
      'unreachable',
    ],
    ['a refused login', { code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }, 'unreachable'],
    ['a server that is down', { code: 'ESOCKET', errno: -111 }, 'unreachable'],
    ['a timeout', { code: 'ETIMEDOUT' }, 'unreachable'],
  ])('sorts %s', (_name, fields, kind) => {
    expect(classifyFailure(smtpError(fields))).toBe(kind);
  });

  it('blames the server for anything it cannot read', () => {
    expect(classifyFailure(new Error('disk full'))).toBe('unreachable');
    expect(classifyFailure(undefined)).toBe('unreachable');
  });
});
