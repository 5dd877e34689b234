import { getMessages } from 'next-intl/server';
import { resolvePageLocale } from '@/i18n/page-locale';
import type { Messages } from '@/i18n/messages';
import { pageMetadata, shareImageUrl } from './metadata';

type PageCopy = { title: string; description: string };

// Pages behind personal emailed links are short-lived, so they stay out of search results.
export async function emailedLinkPageMetadata(
  params: Promise<{ locale: string }>,
  page: { path: string; sharePath: string; copy: (messages: Messages) => PageCopy },
) {
  const locale = await resolvePageLocale(params);
  const { title, description } = page.copy((await getMessages({ locale })) as Messages);
  return pageMetadata({
    locale,
    path: page.path,
    title,
    description,
    image: shareImageUrl(locale, page.sharePath),
    noIndex: true,
  });
}

/** Empty when missing or repeated. */
export async function emailedLinkToken(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const { token } = await searchParams;
  return typeof token === 'string' ? token : '';
}
