import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { defaultLocale } from '@/i18n/routing';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/messages';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import { fraunces, inter } from './fonts';
import './globals.css';
import notFound from '@messages/en/not-found.json';

// Addresses outside every route (files that do not exist, unknown API paths) get this page.
export const metadata: Metadata = {
  title: `${notFound.NotFound.meta.title}${TITLE_SUFFIX}`,
  description: notFound.NotFound.meta.description,
  robots: { index: false },
};

export default async function GlobalNotFound() {
  const messages = (await getMessages({ locale: defaultLocale })) as Messages;
  return (
    <html lang={defaultLocale} className={`${inter.variable} ${fraunces.variable}`}>
      <body>
        <NextIntlClientProvider locale={defaultLocale} messages={pickClientMessages(messages)}>
          <main id="main">
            <NotFoundScreen />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
