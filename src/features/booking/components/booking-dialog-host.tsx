'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { BOOKING_HASH, BOOKING_TRIGGER_SELECTOR, OPEN_BOOKING_EVENT } from '@/config/navigation';
import { useLocale } from '@/i18n/navigation';
import { bookingDialogMessages } from '../dialog-messages';
import { openBookingDialog } from '@/lib/open-booking-dialog';

// The dialog, its form library and schema load only when a visitor first asks to book.
const BookingDialog = dynamic(
  () => import('./booking-dialog').then((module) => module.BookingDialog),
  { ssr: false },
);

function openIfAddressAsks() {
  if (window.location.hash === BOOKING_HASH) openBookingDialog();
}

function clearBookingHash() {
  if (window.location.hash !== BOOKING_HASH) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

export function BookingDialogHost() {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const locale = useLocale();

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) clearBookingHash();
  }, []);

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
    window.addEventListener('hashchange', openIfAddressAsks);
    document.addEventListener('click', openFromTrigger);
    const root = document.documentElement;
    root.dataset.bookingDialog = 'ready';
    // A request EarlyBookingRequests caught before this listened.
    if ('bookingRequested' in root.dataset) {
      delete root.dataset.bookingRequested;
      openBookingDialog();
    }
    return () => {
      window.removeEventListener(OPEN_BOOKING_EVENT, openDialog);
      window.removeEventListener('hashchange', openIfAddressAsks);
      document.removeEventListener('click', openFromTrigger);
    };
  }, []);

  // The dialog's copy loads beside its code rather than after it.
  useEffect(() => {
    if (requested) void bookingDialogMessages(locale).catch(() => undefined);
  }, [requested, locale]);

  // On the first page and after each navigation inside the site (which fires no hashchange).
  useEffect(openIfAddressAsks, [pathname]);

  return requested ? <BookingDialog open={open} onOpenChange={onOpenChange} /> : null;
}
