'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ClientMessages } from './client-messages';

/*
 * The client copy, as plain data. Islands on a page's first load read their fixed labels from it
 * directly; the PDF dialog, which formats messages, wraps itself in IslandIntlProvider, which
 * loads next-intl with it rather than with every page. The booking dialog fetches its own copy.
 */
const ClientMessagesContext = createContext<ClientMessages | null>(null);

export function ClientMessagesProvider({
  messages,
  children,
}: {
  messages: ClientMessages;
  children: ReactNode;
}) {
  return <ClientMessagesContext value={messages}>{children}</ClientMessagesContext>;
}

export function useClientMessages(): ClientMessages {
  const messages = useContext(ClientMessagesContext);
  if (!messages) throw new Error('useClientMessages needs a ClientMessagesProvider above it');
  return messages;
}
