import type { Metadata } from 'next';
import { DocumentShell, documentMetadata } from '@/app/document-shell';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import '../../site.css';

export { documentViewport as viewport } from '@/app/document-shell';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  return documentMetadata(await resolvePageLocale(params));
}

// The business card stands alone, without the site's header and footer: a root layout of its own.
export default async function CardLayout({ children, params }: LayoutProps<'/[locale]'>) {
  return <DocumentShell locale={await resolvePageLocale(params)}>{children}</DocumentShell>;
}
