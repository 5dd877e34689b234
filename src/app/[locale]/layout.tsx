import type { Metadata } from 'next';
import { DocumentShell, documentMetadata } from '@/app/document-shell';
import { SiteFrame } from '@/components/layout/site-frame';
import { BookingDialogHost } from '@/features/booking/components/booking-dialog-host';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import '../site.css';

export { documentViewport as viewport } from '@/app/document-shell';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  return documentMetadata(await resolvePageLocale(params));
}

// No not-found boundary: the proxy serves 404 pages, and a boundary rides in all render data.
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  return (
    <DocumentShell locale={locale}>
      <SiteFrame locale={locale} bookingDialog={<BookingDialogHost />}>
        {children}
      </SiteFrame>
    </DocumentShell>
  );
}
