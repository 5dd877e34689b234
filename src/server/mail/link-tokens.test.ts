import { describe, expect, it } from 'vitest';
import { REMOVED_TOKEN, removeLinkTokens, withoutLinkTokens } from './link-tokens';

const token = 'Zq9_x-4AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';

describe('link tokens', () => {
  it('removes the token of every link, in text, HTML and headers, and nothing else', () => {
    const link = `https://marlowe.studio/es/booking/cancel?token=${token}`;
    expect(removeLinkTokens(`Cancel: ${link}\nThanks`)).toBe(
      `Cancel: https://marlowe.studio/es/booking/cancel?token=${REMOVED_TOKEN}\nThanks`,
    );
    expect(removeLinkTokens(`<a href="${link}&amp;x=1">`)).toBe(
      `<a href="https://marlowe.studio/es/booking/cancel?token=${REMOVED_TOKEN}&amp;x=1">`,
    );
    expect(removeLinkTokens(`/a?x=1&amp;token=${token}"`)).toBe(
      `/a?x=1&amp;token=${REMOVED_TOKEN}"`,
    );
    expect(removeLinkTokens('No link, and a token word: token=')).toBe(
      'No link, and a token word: token=',
    );
  });

  it('removes a token a calendar folded across lines, and keeps the envelope', () => {
    const ics = `BEGIN:VEVENT\r\nDESCRIPTION:Manage it: https://marlowe.studio/booking/reschedule?to\r\n ken=${token.slice(0, 20)}\r\n ${token.slice(20)}\\nSee you\r\nEND:VEVENT`;
    const kept = withoutLinkTokens({
      to: 'visitor@example.com',
      subject: 'Booked',
      text: `https://marlowe.studio/booking/cancel?token=${token}`,
      html: '<p>Booked</p>',
      headers: { 'List-Unsubscribe': `<https://marlowe.studio/api/u?token=${token}>` },
      calendar: { method: 'REQUEST', filename: 'session.ics', content: ics },
    });
    expect(JSON.stringify(kept)).not.toContain(token.slice(0, 20));
    expect(JSON.stringify(kept)).not.toContain(token.slice(20));
    expect(kept).toMatchObject({
      to: 'visitor@example.com',
      subject: 'Booked',
      headers: { 'List-Unsubscribe': `<https://marlowe.studio/api/u?token=${REMOVED_TOKEN}>` },
      calendar: { method: 'REQUEST', filename: 'session.ics' },
    });
    expect(kept.calendar!.content).toContain(`reschedule?token=${REMOVED_TOKEN}\\nSee you`);
  });
});
