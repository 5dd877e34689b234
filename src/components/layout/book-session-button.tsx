'use client';

import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { openBookingDialog } from '@/features/booking/open-booking-dialog';

/** Any "book a session" call to action: it opens the site-wide booking dialog. */
export function BookSessionButton({ onClick, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event);
        openBookingDialog();
      }}
      {...props}
    />
  );
}
