import type { Metadata, Viewport } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { publicEnv } from '@/config/public-env';
import { site } from '@/config/site';
import { routing } from '@/i18n/routing';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pickClientMessages } from '@/i18n/client-messages';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { Providers } from '@/components/layout/providers';
import { ThemeBootstrap } from '@/components/layout/theme-bootstrap';
import { EarlyBookingRequests } from '@/features/booking/components/early-booking-requests';
import { JsonLd } from '@/lib/seo/json-ld';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { fraunces, inter } from '../fonts';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
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

export const viewport: Viewport = {
  themeColor: site.themeColor.light,
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);

  const [tMetadata, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Home.meta' }),
    getMessages({ locale }),
  ]);

  return (
    <html
      lang={locale}
      className={`${inter.variable} ${fraunces.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeBootstrap />
        <EarlyBookingRequests />
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
