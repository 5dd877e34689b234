import type { OutboxMessage } from '@/server/db/schema';

// Only the tokens' hashes are stored, so a copy without its links' tokens opens nothing.
const TOKEN_IN_LINK = /([?&](?:amp;)?token=)[\w%.~-]+/g;
export const REMOVED_TOKEN = 'removed';

export function removeLinkTokens(text: string): string {
  return text.replace(TOKEN_IN_LINK, `$1${REMOVED_TOKEN}`);
}

// A calendar folds its lines at 75 octets, which can split a link in two: unfolded, it is whole.
const unfold = (calendar: string) => calendar.replace(/\r?\n[ \t]/g, '');

/** What is kept of an email once it has left: everything but its links' tokens. */
export function withoutLinkTokens(message: OutboxMessage): OutboxMessage {
  const { headers, calendar } = message;
  return {
    ...message,
    text: removeLinkTokens(message.text),
    html: removeLinkTokens(message.html),
    ...(headers && {
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, removeLinkTokens(value)]),
      ),
    }),
    ...(calendar && {
      calendar: { ...calendar, content: removeLinkTokens(unfold(calendar.content)) },
    }),
  };
}
