'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { BOOKING_TRIGGER_SELECTOR, OPEN_BOOKING_EVENT } from '@/config/navigation';
import { openBookingDialog } from '../open-booking-dialog';

// The dialog, its form library and schema load only when a visitor first asks to book.
const BookingDialog = dynamic(
  () => import('./booking-dialog').then((module) => module.BookingDialog),
  { ssr: false },
);

/**
 * Mounted once per page by the layout. It turns clicks on the page's booking buttons into
 * `openBookingModal`, listens for that event from any call to action and remembers the request
 * while the dialog's code is still loading, so no click is lost.
 */
export function BookingDialogHost() {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const openDialog = () => {
      setRequested(true);
      setOpen(true);
    };
    const openFromTrigger = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(BOOKING_TRIGGER_SELECTOR))
        openBookingDialog();
    };
    window.addEventListener(OPEN_BOOKING_EVENT, openDialog);
    document.addEventListener('click', openFromTrigger);
    // Lets tests (and anything else) know that a click now opens the dialog.
    document.documentElement.dataset.bookingDialog = 'ready';
    return () => {
      window.removeEventListener(OPEN_BOOKING_EVENT, openDialog);
      document.removeEventListener('click', openFromTrigger);
    };
  }, []);

  return requested ? <BookingDialog open={open} onOpenChange={setOpen} /> : null;
}
