import { TeamPage } from '@/features/company/team-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageJsonLd, staticPageMetadata } from '@/lib/seo/page-seo';
import { founderJsonLd } from '@/lib/seo/structured-data';

export async function generateMetadata({ params }: PageProps<'/[locale]/team'>) {
  return staticPageMetadata(await resolvePageLocale(params), 'team');
}

export default async function Page({ params }: PageProps<'/[locale]/team'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <TeamPage locale={locale} />
      <JsonLd data={[await staticPageJsonLd(locale, 'team', 'AboutPage'), founderJsonLd(locale)]} />
    </>
  );
}
