import { getTranslations } from 'next-intl/server';
import { recordGoal } from '@/features/analytics/server/goals';
import { founderVCard, vcardResponse } from '@/features/card/vcard';
import { resolvePageLocale } from '@/i18n/page-locale';

// The Save Contact download: written on each request, which counts it, rather than once at build
// time, when a caching proxy would answer for the server.
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
