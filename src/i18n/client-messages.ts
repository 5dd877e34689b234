import type { Messages } from './messages';

/**
 * The message namespaces client components read. Everything else stays on the server,
 * so a page ships only the copy its interactive parts need.
 */
export const clientNamespaces = ['BlogClient'] as const satisfies readonly (keyof Messages)[];

export type ClientMessages = Pick<Messages, (typeof clientNamespaces)[number]>;

export function pickClientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(
    clientNamespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages;
}
