'use server';

import { redirect } from 'next/navigation';
import { linkedPagePath } from '@/config/navigation';
import { defaultLocale, isLocale, localizedPath } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { cancelBooking } from '../server/booking-changes';

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
    await cancelBooking(database.db, { token }, { by: 'visitor' });
  }
  redirect(
    `${localizedPath(locale, linkedPagePath.bookingCancel)}?token=${encodeURIComponent(token)}`,
  );
}
