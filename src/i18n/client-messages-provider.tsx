'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ClientMessages } from './client-messages';

// Plain data, so first-load islands read labels without next-intl.
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
