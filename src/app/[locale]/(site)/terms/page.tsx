import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { termsContent, termsEffectiveDate } from '@/content/company/terms';
import { LegalDocumentPage } from '@/features/company/legal-document-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'terms');
}

export default async function Page({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Terms' });
  return (
    <>
      <LegalDocumentPage
        locale={locale}
        document={termsContent[locale]}
        effectiveDate={termsEffectiveDate}
        related={{ href: pagePath.privacy, label: t('related') }}
      />
      <JsonLd data={await staticPageJsonLd(locale, 'terms')} />
    </>
  );
}
