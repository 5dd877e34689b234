import { OPEN_BOOKING_EVENT } from '@/config/navigation';

/** Asks the page's booking dialog to open. Any call to action on any page can fire it. */
export function openBookingDialog() {
  window.dispatchEvent(new Event(OPEN_BOOKING_EVENT));
}
