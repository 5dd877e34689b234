import { OPEN_BOOKING_EVENT } from '@/config/navigation';

// Catches a booking request made before the dialog host listens. The same script on every page
// lets the content security policy allow it by one hash.
const script = `addEventListener(${JSON.stringify(OPEN_BOOKING_EVENT)},function(){var d=document.documentElement.dataset;if(d.bookingDialog!=="ready")d.bookingRequested=""})`;

export function EarlyBookingRequests() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
