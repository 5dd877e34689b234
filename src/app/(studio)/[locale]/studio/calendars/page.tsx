import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { CalendarsPage } from '@/features/calendars/desk/calendars-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/calendars'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.calendars',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale }) => <CalendarsPage locale={locale} />);
