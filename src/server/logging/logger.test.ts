import { describe, expect, it } from 'vitest';
import { createLogger, withRequestId, currentRequestId } from './logger';

function capture(production: boolean) {
  const lines: string[] = [];
  const log = createLogger({ production, level: 'info', write: (text) => lines.push(text) });
  return { log, lines };
}

describe('the log', () => {
  it('writes one JSON line per entry in production, with its level, and masks secrets', () => {
    const { log, lines } = capture(true);
    log.info(
      { reqId: 'a1b2c3d4e5f6', url: '/booking/cancel?token=Zq9_x-4Ab', status: 200 },
      'GET /booking/cancel?token=Zq9_x-4Ab 200 3.1 ms',
    );
    log.error({ err: new Error('No mailbox for ada@example.com') }, 'Sending failed');
    log.debug('not at this level');
    expect(lines).toHaveLength(2);
    const [request, failure] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request).toMatchObject({
      level: 'info',
      reqId: 'a1b2c3d4e5f6',
      url: '/booking/cancel?token=[masked]',
      status: 200,
      msg: 'GET /booking/cancel?token=[masked] 200 3.1 ms',
    });
    expect(new Date(request!.time as string).getTime()).toBeGreaterThan(0);
    expect(failure).toMatchObject({ level: 'error', msg: 'Sending failed' });
    expect(JSON.stringify(failure)).toContain('No mailbox for [email]');
    expect(lines.join('')).not.toMatch(/Zq9_x|ada@example/);
  });

  it('writes readable lines in development, masked the same', () => {
    const { log, lines } = capture(false);
    log.warn({ reqId: 'a1b2c3d4e5f6', status: 503 }, 'POST /api/leads failed for lin@example.com');
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d WARN  \[a1b2c3d4e5f6\] POST \/api\/leads failed for \[email\] status=503\n$/,
    );
  });

  it('knows the request it runs for, across awaits', async () => {
    expect(currentRequestId()).toBeUndefined();
    await withRequestId('0123456789ab', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe('0123456789ab');
    });
  });
});
