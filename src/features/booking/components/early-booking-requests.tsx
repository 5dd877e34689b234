import { OPEN_BOOKING_EVENT } from '@/config/navigation';

/**
 * Runs as soon as the page is parsed, long before the booking dialog's host listens: remembers
 * an `openBookingModal` event fired meanwhile (by another script, an embed, a fast click) in
 * `data-booking-requested` on <html>, which the host honours once it is ready. It sits in the
 * root layout so that every page, prerendered or not, carries the same script, which a content
 * security policy allows by one shared hash.
 */
const script = `addEventListener(${JSON.stringify(OPEN_BOOKING_EVENT)},function(){var d=document.documentElement.dataset;if(d.bookingDialog!=="ready")d.bookingRequested=""})`;

export function EarlyBookingRequests() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
