import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/site-frame';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import { resolvePageLocale } from '@/i18n/page-locale';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  // Next.js adds the noindex robots tag to every 404 response itself.
  return staticPageMetadata(locale, 'notFound');
}

// Rendered by the language layout, outside the site frame's layout, so it brings the frame itself.
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return (
    <SiteFrame locale={isLocale(locale) ? locale : defaultLocale}>
      <NotFoundScreen />
    </SiteFrame>
  );
}
