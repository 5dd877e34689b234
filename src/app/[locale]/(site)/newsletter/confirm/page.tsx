import { linkedPagePath, pagePath } from '@/config/navigation';
import { ConfirmPage } from '@/features/newsletter/components/confirm-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { emailedLinkPageMetadata, emailedLinkToken } from '@/lib/seo/emailed-link-page';

// Each visit reads the subscription behind the link's token.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>) {
  return emailedLinkPageMetadata(params, {
    path: linkedPagePath.newsletterConfirm,
    sharePath: pagePath.blog,
    copy: (messages) => messages.Newsletter.confirm.meta,
  });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = await resolvePageLocale(params);
  return <ConfirmPage locale={locale} token={await emailedLinkToken(searchParams)} />;
}
