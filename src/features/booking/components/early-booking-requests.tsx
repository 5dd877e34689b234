import { OPEN_BOOKING_EVENT } from '@/config/navigation';

// Catches requests before the host listens; one script on every page needs one CSP hash.
const script = `addEventListener(${JSON.stringify(OPEN_BOOKING_EVENT)},function(){var d=document.documentElement.dataset;if(d.bookingDialog!=="ready")d.bookingRequested=""})`;

export function EarlyBookingRequests() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
