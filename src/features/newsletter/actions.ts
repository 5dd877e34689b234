'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { linkedPagePath } from '@/config/navigation';
import { recordGoal } from '@/features/analytics/server/goals';
import { defaultLocale, isLocale, localizedPath } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
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

// POSTs, so a mail scanner that opens an emailed link changes nothing.
export async function confirmSubscriptionAction(formData: FormData): Promise<void> {
  const { token, locale } = readForm(formData);
  if (token) {
    const state = await confirmSubscription((await getDatabase()).db, token, new Date());
    if (state.kind === 'confirmed')
      recordGoal('subscription-confirmed', { headers: await headers() });
  }
  redirect(
    `${localizedPath(locale, linkedPagePath.newsletterConfirm)}?token=${encodeURIComponent(token ?? '')}`,
  );
}

export async function unsubscribeAction(formData: FormData): Promise<void> {
  const { token, locale } = readForm(formData);
  if (token) await unsubscribe((await getDatabase()).db, token, { now: new Date(), via: 'page' });
  redirect(
    `${localizedPath(locale, linkedPagePath.newsletterUnsubscribe)}?token=${encodeURIComponent(token ?? '')}`,
  );
}
