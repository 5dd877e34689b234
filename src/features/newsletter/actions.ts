'use server';

import { redirect } from 'next/navigation';
import { defaultLocale, isLocale, localizedPath } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from './config';
import { linkTokenSchema } from './schema';
import { confirmSubscription, unsubscribe } from './server/subscriptions';

function readForm(formData: FormData) {
  const token = linkTokenSchema.safeParse(formData.get('token'));
  const requested = formData.get('locale');
  return {
    token: token.success ? token.data : undefined,
    locale: isLocale(requested) ? requested : defaultLocale,
  };
}

/**
 * The buttons of the confirmation and unsubscribe pages. POSTs (server actions), so a mail
 * scanner that opens an emailed link changes nothing; afterwards the page shows the new state.
 */
export async function confirmSubscriptionAction(formData: FormData): Promise<void> {
  const { token, locale } = readForm(formData);
  if (token) await confirmSubscription((await getDatabase()).db, token, new Date());
  redirect(`${localizedPath(locale, CONFIRM_PAGE_PATH)}?token=${encodeURIComponent(token ?? '')}`);
}

export async function unsubscribeAction(formData: FormData): Promise<void> {
  const { token, locale } = readForm(formData);
  if (token) await unsubscribe((await getDatabase()).db, token, { now: new Date(), via: 'page' });
  redirect(
    `${localizedPath(locale, UNSUBSCRIBE_PAGE_PATH)}?token=${encodeURIComponent(token ?? '')}`,
  );
}
