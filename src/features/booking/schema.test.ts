import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingErrorKey, bookingErrorKeys, bookingRequestSchema, isTimeZone } from './schema';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  timeSlot: '2026-03-03T15:00:00.000Z',
  challenges: 'Manual reports.\nSlow replies.',
  goals: 'Automate reporting.',
};

const singleLineFields = ['firstName', 'lastName', 'email', 'company'] as const;
const LINE_BREAK = /[\n\r\u2028\u2029\u0085]/;

describe('booking request schema', () => {
  it('accepts a complete request and trims what people type', () => {
    const result = bookingRequestSchema.safeParse({
      ...valid,
      firstName: '  Ada ',
      email: ' ada@example.com ',
      locale: 'es',
      timeZone: 'Europe/Madrid',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', locale: 'es' });
  });

  it('keeps line breaks in the long answers only', () => {
    expect(bookingRequestSchema.safeParse(valid).success).toBe(true);
    const result = bookingRequestSchema.safeParse({ ...valid, lastName: 'Love\u2028lace' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['lastName'], message: 'singleLine' });
  });

  it('names each problem with a key the UI translates', () => {
    const result = bookingRequestSchema.safeParse({ extra: 1, firstName: 5 });
    const keys = result.error!.issues.map((issue) => bookingErrorKey(issue));
    expect(keys).toContain('unknownField');
    expect(keys).toContain('invalid');
    expect(keys).toContain('required');
    for (const key of keys) expect(bookingErrorKeys).toContain(key);
  });

  it('recognises IANA time zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true }), (input) => {
        bookingRequestSchema.safeParse(input);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(
            Object.keys(valid).map((key) => [key, fc.oneof(fc.string(), fc.anything())]),
          ),
          { requiredKeys: [] },
        ),
        (input) => {
          expect(() => bookingRequestSchema.safeParse(input)).not.toThrow();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never accepts a line break or control character in a single-line field', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(fc.constantFrom(...singleLineFields), text, (field, value) => {
        const candidate = field === 'email' ? `${value}@example.com` : value;
        const result = bookingRequestSchema.safeParse({ ...valid, [field]: candidate });
        if (result.success) {
          expect(result.data[field]).not.toMatch(LINE_BREAK);
          expect(result.data[field]).not.toMatch(/[\u0000-\u001f\u007f]/);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts any ordinary single-line name and keeps it as typed, minus outer spaces', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 80 })
      .filter(
        (value) =>
          value.trim().length > 0 && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value),
      );
    fc.assert(
      fc.property(name, (value) => {
        const result = bookingRequestSchema.safeParse({ ...valid, firstName: value });
        expect(result.success).toBe(true);
        expect(result.data?.firstName).toBe(value.trim());
      }),
      { numRuns: 500 },
    );
  });
});
