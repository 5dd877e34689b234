import type { Metadata } from 'next';
import { ThemeBootstrap } from '@/components/layout/theme-bootstrap';
import { FallbackLanguage } from '@/features/not-found/fallback-language';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import { defaultLocale } from '@/i18n/routing';
import { TITLE_SUFFIX } from '@/config/site';
import { fraunces, inter } from './fonts';
import './site.css';
import notFound from '@messages/en/not-found.json';

// Addresses outside every route (files that do not exist, unknown API paths) get this page.
export const metadata: Metadata = {
  title: `${notFound.NotFound.meta.title}${TITLE_SUFFIX}`,
  description: notFound.NotFound.meta.description,
  robots: { index: false },
};

// Both languages' screens are in this one static page; FallbackLanguage picks one via <html lang>.
export default function GlobalNotFound() {
  return (
    <html
      lang={defaultLocale}
      className={`${inter.variable} ${fraunces.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeBootstrap />
        <FallbackLanguage />
      </head>
      <body>
        <main id="main">
          <div lang="en" className="in-[html[lang=es]]:hidden">
            <NotFoundScreen locale="en" />
          </div>
          <div lang="es" className="hidden in-[html[lang=es]]:block">
            <NotFoundScreen locale="es" />
          </div>
        </main>
      </body>
    </html>
  );
}
