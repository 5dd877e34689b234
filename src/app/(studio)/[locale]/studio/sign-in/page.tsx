import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInPage } from '@/features/studio/auth/pages/sign-in-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/sign-in'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.auth',
  });
  return { title: t('signIn.title') };
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/studio/sign-in'>) {
  const { next } = await searchParams;
  return (
    <SignInPage
      locale={await resolvePageLocale(params)}
      next={typeof next === 'string' ? next : undefined}
    />
  );
}
