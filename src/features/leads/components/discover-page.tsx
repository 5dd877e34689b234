import { getMessages } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { DiscoverGuide } from './discover-guide';
import { DiscoverWizard } from './discover-wizard';
import { LeadPageHero } from './lead-page-hero';

export async function DiscoverPage({ locale }: { locale: Locale }) {
  const messages = (await getMessages({ locale })) as Messages;
  const page = messages.Discover;
  return (
    <>
      <LeadPageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <section className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <DiscoverWizard copy={messages.Leads} page={page} locale={locale} />
      </section>
      <DiscoverGuide locale={locale} />
    </>
  );
}
