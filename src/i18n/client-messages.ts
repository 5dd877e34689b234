import type { Messages } from './messages';

// Everything else stays on the server, so a page ships only the copy its islands need.
const clientNamespaces = ['BlogClient'] as const satisfies readonly (keyof Messages)[];

export type ClientMessages = Pick<Messages, (typeof clientNamespaces)[number]>;

export function pickClientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(
    clientNamespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages;
}
