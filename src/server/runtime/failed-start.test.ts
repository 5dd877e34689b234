import { describe, expect, it } from 'vitest';
import { describeFailure } from './failed-start';

describe('describeFailure', () => {
  it('puts an error and its causes on one line', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1\nparams: ', { cause: refused });
    expect(describeFailure(wrapped)).toBe(
      'Failed query: select 1 params: connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('lists each address of a connection that failed on all of them', () => {
    const failure = new AggregateError(
      [
        new Error('connect ECONNREFUSED ::1:5432'),
        new Error('connect ECONNREFUSED 127.0.0.1:5432'),
      ],
      '',
    );
    expect(describeFailure(failure)).toBe(
      'connect ECONNREFUSED ::1:5432: connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('shortens a message that quotes a whole migration', () => {
    const line = describeFailure(
      new Error(`Failed query: ${'CREATE TABLE x (id int); '.repeat(40)}`),
    );
    expect(line.length).toBeLessThanOrEqual(300);
    expect(line).toMatch(/^Failed query: CREATE TABLE x/);
    expect(line).not.toContain('\n');
  });

  it('describes something thrown that is not an Error', () => {
    expect(describeFailure('database gone')).toBe('database gone');
    expect(describeFailure(undefined)).toBe('unknown error');
  });
});
