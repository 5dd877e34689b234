import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { inter, fraunces } from '@/app/fonts';
import { Providers } from '@/components/layout/providers';
import { MAIN_CONTENT_ID } from '@/components/layout/main-content';
import { ThemeBootstrap } from '@/components/layout/theme-bootstrap';
import { currentDeskSession } from '@/server/desk/desk-page';
import { DeskHeader } from '@/features/studio/shell/desk-header';
import { deskFrameWidth } from '@/features/studio/shell/desk-nav';
import { DeskSideNav } from '@/features/studio/shell/desk-side-nav';
import { resolvePageLocale } from '@/i18n/page-locale';
import '../../../globals.css';

export { documentViewport as viewport } from '@/app/document-shell';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: LayoutProps<'/[locale]/studio'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Studio.shell' });
  return {
    title: { template: `%s | ${t('title')}`, default: t('title') },
    robots: { index: false, follow: false },
  };
}

// Apart from the public site: no header, footer, booking dialog or view count; its own stylesheet.
export default async function StudioLayout({ children, params }: LayoutProps<'/[locale]/studio'>) {
  const locale = await resolvePageLocale(params);
  const [tCommon, session] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    currentDeskSession(),
  ]);
  return (
    <html
      lang={locale}
      className={`${inter.variable} ${fraunces.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeBootstrap />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Providers>
          <a
            href={`#${MAIN_CONTENT_ID}`}
            className="sr-only z-[100] rounded-md bg-background px-4 py-2 text-foreground shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {tCommon('skipToContent')}
          </a>
          <DeskHeader locale={locale} signedIn={Boolean(session)} />
          <div
            className={`mx-auto flex w-full flex-1 gap-8 px-4 sm:px-6 ${deskFrameWidth(Boolean(session))}`}
          >
            {session && <DeskSideNav locale={locale} />}
            <main
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              className="min-w-0 flex-1 py-8 outline-none sm:py-12"
            >
              {children}
            </main>
          </div>
          {session && (
            <div
              aria-hidden="true"
              className="h-[calc(5rem+env(safe-area-inset-bottom))] lg:hidden"
            />
          )}
        </Providers>
      </body>
    </html>
  );
}
