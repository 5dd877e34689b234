'use server';

import { redirect } from 'next/navigation';
import { defaultLocale, isLocale, localizedPath } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { CANCEL_PAGE_PATH } from '../config';
import { cancelBooking } from '../server/booking-service';

/**
 * The cancel page's button. A POST (server action), so a mail scanner that opens the emailed link
 * cannot cancel anything; afterwards the page shows the booking's new state.
 */
export async function cancelBookingAction(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '').slice(0, 200);
  const requested = formData.get('locale');
  const locale = isLocale(requested) ? requested : defaultLocale;
  if (token) {
    const database = await getDatabase();
    await cancelBooking(database.db, token, {
      now: new Date(),
      siteUrl: env.SITE_URL,
      studioEmail: env.STUDIO_NOTIFY_EMAIL,
    });
  }
  redirect(`${localizedPath(locale, CANCEL_PAGE_PATH)}?token=${encodeURIComponent(token)}`);
}
