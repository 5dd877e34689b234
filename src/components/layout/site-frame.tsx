import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { MAIN_CONTENT_ID } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteToaster } from './site-toaster';

export async function SiteFrame({
  locale,
  bookingDialog,
  children,
}: {
  locale: Locale;
  bookingDialog: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[100] rounded-md bg-background px-4 py-2 text-foreground shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <SiteToaster />
      {bookingDialog}
    </>
  );
}
