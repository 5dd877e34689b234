'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { useLocale } from './navigation';

// Imported only by lazily loaded islands, which keeps use-intl out of first loads.
export function IslandIntlProvider({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={useLocale()} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
