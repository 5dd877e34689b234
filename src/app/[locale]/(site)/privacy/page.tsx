import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { privacyContent, privacyEffectiveDate } from '@/content/company/privacy';
import { LegalDocumentPage } from '@/features/company/legal-document-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'privacy');
}

export default async function Page({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return (
    <>
      <LegalDocumentPage
        locale={locale}
        document={privacyContent[locale]}
        effectiveDate={privacyEffectiveDate}
        related={{ href: pagePath.terms, label: t('related') }}
      />
      <JsonLd data={await staticPageJsonLd(locale, 'privacy')} />
    </>
  );
}
