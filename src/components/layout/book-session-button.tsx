import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Any "book a session" call to action. It renders on the server with a marker attribute
 * (BOOKING_TRIGGER_SELECTOR); the booking dialog host hears its clicks and fires
 * `openBookingModal`, so pages ship no client component per button.
 */
export function BookSessionButton(props: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  return <Button type="button" aria-haspopup="dialog" data-booking-trigger="" {...props} />;
}
