import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EnrollPage } from '@/features/studio/auth/pages/enroll-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/enroll'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.auth',
  });
  return { title: t('enroll.title') };
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/studio/enroll'>) {
  const { token } = await searchParams;
  return (
    <EnrollPage
      locale={await resolvePageLocale(params)}
      token={typeof token === 'string' ? token : undefined}
    />
  );
}
