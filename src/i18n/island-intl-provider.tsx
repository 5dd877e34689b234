'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { useClientMessages } from './client-messages-provider';
import { useLocale } from './navigation';

/** next-intl for a lazily loaded island; importing it only from such islands keeps use-intl out of first loads. */
export function IslandIntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={useLocale()} messages={useClientMessages()}>
      {children}
    </NextIntlClientProvider>
  );
}
