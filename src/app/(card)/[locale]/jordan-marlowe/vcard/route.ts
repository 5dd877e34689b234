import { getTranslations } from 'next-intl/server';
import { recordGoal } from '@/features/analytics/server/goals';
import { founderVCard, vcardResponse } from '@/features/card/vcard';
import { resolvePageLocale } from '@/i18n/page-locale';

// Per request, so each download is counted; a build-time file would be served by caching proxies.
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: RouteContext<'/[locale]/jordan-marlowe/vcard'>,
) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Card' });
  recordGoal('card-saved', request);
  return vcardResponse(founderVCard({ locale, jobTitle: t('role'), note: t('vcardNote') }));
}
