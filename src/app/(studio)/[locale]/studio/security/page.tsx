import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { activityPage } from '@/features/studio/auth/server/activity-log-repository';
import { deskPage } from '@/server/desk/desk-page';
import { SecurityPage } from '@/features/studio/auth/pages/security-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/security'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.security',
  });
  return { title: t('title') };
}

export default deskPage(async ({ session, locale, searchParams }) => (
  <SecurityPage
    locale={locale}
    session={session}
    page={activityPage(searchParams.page)}
    added={typeof searchParams.added === 'string' ? searchParams.added : undefined}
  />
));
