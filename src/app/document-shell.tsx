import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { fraunces, frauncesText, inter } from './fonts';
import { publicEnv } from '@/config/public-env';
import { site, TITLE_SUFFIX } from '@/config/site';
import { PageViewBeacon } from '@/features/analytics/components/page-view-beacon';
import { EarlyBookingRequests } from '@/features/booking/components/early-booking-requests';
import { pickClientMessages } from '@/i18n/client-messages';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { Providers } from '@/components/layout/providers';
import { ThemeBootstrap } from '@/components/layout/theme-bootstrap';

export async function documentMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Home.meta' });
  return {
    metadataBase: new URL(publicEnv.siteUrl),
    title: { template: `%s${TITLE_SUFFIX}`, default: `${t('title')}${TITLE_SUFFIX}` },
    applicationName: site.name,
    authors: [{ name: site.founder.name }],
    creator: site.founder.name,
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const documentViewport: Viewport = {
  themeColor: site.themeColor.light,
  width: 'device-width',
  initialScale: 1,
};

export async function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [tMetadata, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Home.meta' }),
    getMessages({ locale }),
  ]);

  return (
    <html
      lang={locale}
      className={`${inter.variable} ${fraunces.variable} ${frauncesText.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeBootstrap />
        <EarlyBookingRequests />
        <PageViewBeacon />
      </head>
      <body className="flex min-h-dvh flex-col">
        <ClientMessagesProvider messages={pickClientMessages(messages)}>
          <Providers>{children}</Providers>
        </ClientMessagesProvider>
        <JsonLd
          data={[organizationJsonLd(locale, tMetadata('description')), websiteJsonLd(locale)]}
        />
      </body>
    </html>
  );
}
