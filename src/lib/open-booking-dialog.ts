import { OPEN_BOOKING_EVENT } from '@/config/navigation';

export function openBookingDialog() {
  window.dispatchEvent(new Event(OPEN_BOOKING_EVENT));
}
