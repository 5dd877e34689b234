import { getTranslations } from 'next-intl/server';
import { founderVCard, vcardResponse } from '@/features/card/vcard';
import { resolvePageLocale } from '@/i18n/page-locale';

// The Save Contact download, written once per language at build time.
export { generateStaticParams } from '../page';
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/jordan-marlowe/vcard'>,
) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Card' });
  return vcardResponse(founderVCard({ locale, jobTitle: t('role'), note: t('vcardNote') }));
}
