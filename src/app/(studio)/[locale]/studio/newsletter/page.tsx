import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterPage } from '@/features/newsletter/desk/newsletter-page';
import { deskPage } from '@/server/desk/desk-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/newsletter'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.newsletter',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale }) => <NewsletterPage locale={locale} />);
