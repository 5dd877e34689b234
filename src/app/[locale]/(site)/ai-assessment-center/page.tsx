import { AssessmentCenterPage } from '@/features/leads/components/assessment-center-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/ai-assessment-center'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'assessment');
}

export default async function Page({ params }: PageProps<'/[locale]/ai-assessment-center'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <AssessmentCenterPage locale={locale} />
      <JsonLd data={await staticPageJsonLd(locale, 'assessment')} />
    </>
  );
}
