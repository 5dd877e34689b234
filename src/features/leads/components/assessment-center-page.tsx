import { getMessages } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { AssessmentCenter } from './assessment-center';
import { LeadPageHero } from './lead-page-hero';

export async function AssessmentCenterPage({ locale }: { locale: Locale }) {
  const messages = (await getMessages({ locale })) as Messages;
  const page = messages.AssessmentCenter;
  return (
    <>
      <LeadPageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <AssessmentCenter copy={messages.Leads} page={page} locale={locale} />
    </>
  );
}
