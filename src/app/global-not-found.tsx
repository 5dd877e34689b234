import type { Metadata } from 'next';
import { defaultLocale } from '@/i18n/routing';
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

export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} className={`${inter.variable} ${fraunces.variable}`}>
      <body>
        <main id="main">
          <NotFoundScreen />
        </main>
      </body>
    </html>
  );
}
