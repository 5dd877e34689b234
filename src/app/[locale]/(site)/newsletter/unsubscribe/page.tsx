import { linkedPagePath, pagePath } from '@/config/navigation';
import { UnsubscribePage } from '@/features/newsletter/components/unsubscribe-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { emailedLinkPageMetadata, emailedLinkToken } from '@/lib/seo/emailed-link-page';

// Each visit reads the subscription behind the link's token.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  return emailedLinkPageMetadata(params, {
    path: linkedPagePath.newsletterUnsubscribe,
    sharePath: pagePath.blog,
    copy: (messages) => messages.Newsletter.unsubscribe.meta,
  });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const locale = await resolvePageLocale(params);
  return <UnsubscribePage locale={locale} token={await emailedLinkToken(searchParams)} />;
}
