import type { Metadata } from 'next';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import { resolvePageLocale } from '@/i18n/page-locale';
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

export default function LocaleNotFound() {
  return <NotFoundScreen />;
}
