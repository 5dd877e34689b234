import { linkedPagePath } from '@/config/navigation';
import { site } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../config';

const withToken = (url: string, token: string) => `${url}?token=${encodeURIComponent(token)}`;

export const confirmPageUrl = (siteUrl: string, locale: Locale, token: string) =>
  withToken(`${siteUrl}${localizedPath(locale, linkedPagePath.newsletterConfirm)}`, token);

export const unsubscribePageUrl = (siteUrl: string, locale: Locale, token: string) =>
  withToken(`${siteUrl}${localizedPath(locale, linkedPagePath.newsletterUnsubscribe)}`, token);

// RFC 2369 and 8058: mail programs show their own "Unsubscribe" button, which POSTs here.
export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${withToken(`${siteUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}`, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

// RFC 2919: one id for every issue, so mail programs can file and filter the list.
export const LIST_ID = `Blogazine by Marlowe <blogazine.${site.email.split('@')[1]}>`;
