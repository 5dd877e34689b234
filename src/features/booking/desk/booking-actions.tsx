'use client';

import { CalendarX2, Check, MoveRight, UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/fill-placeholders';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { CancelBookingDialog } from './cancel-booking-dialog';
import type { BookingActionItem, BookingActionTexts } from './booking-action-types';
import { MoveBookingDialog } from './move-booking-dialog';

const outcomeButtons = [
  { outcome: 'held', icon: Check, text: 'held' },
  { outcome: 'no-show', icon: UserX, text: 'noShow' },
] as const;

export function BookingActions({
  locale,
  booking,
  texts,
}: {
  locale: Locale;
  booking: BookingActionItem;
  texts: BookingActionTexts;
}) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  if (booking.started) {
    const mark = (outcome: 'held' | 'no-show', label: string) =>
      run(
        'POST',
        `bookings/${booking.id}/outcome`,
        { outcome },
        fill(texts.marked, { outcome: label }),
      );
    return (
      <div className="grid gap-2">
        <div role="group" aria-label={texts.outcomeLabel} className="flex flex-wrap gap-2">
          {outcomeButtons.map(({ outcome, icon: Icon, text }) => (
            <Button
              key={outcome}
              size="sm"
              variant={booking.outcome === outcome ? 'default' : 'outline'}
              aria-pressed={booking.outcome === outcome}
              disabled={pending}
              onClick={() => mark(outcome, texts[text])}
            >
              <Icon aria-hidden="true" />
              {texts[text]}
            </Button>
          ))}
        </div>
        <ActionMessageRegion message={message} />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <MoveBookingDialog
        locale={locale}
        booking={booking}
        texts={texts}
        trigger={
          <Button size="sm" variant="outline">
            <MoveRight aria-hidden="true" />
            {texts.move}
            <span className="sr-only">: {booking.name}</span>
          </Button>
        }
      />
      <CancelBookingDialog
        locale={locale}
        booking={booking}
        texts={texts}
        trigger={
          <Button size="sm" variant="outline">
            <CalendarX2 aria-hidden="true" />
            {texts.cancel}
            <span className="sr-only">: {booking.name}</span>
          </Button>
        }
      />
    </div>
  );
}
