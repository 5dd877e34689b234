'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { useLocale } from './navigation';

/** next-intl for a lazily loaded island; importing it only from such islands keeps use-intl out of first loads. */
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
