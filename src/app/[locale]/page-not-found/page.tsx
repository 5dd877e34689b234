import type { Metadata } from 'next';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import { resolvePageLocale } from '@/i18n/page-locale';
import { notFoundMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  return notFoundMetadata(await resolvePageLocale(params));
}

export default async function Page({ params }: PageProps<'/[locale]/page-not-found'>) {
  return <NotFoundScreen locale={await resolvePageLocale(params)} />;
}
