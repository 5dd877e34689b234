'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/fill-placeholders';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { moveBookingSchema } from './schema';
import { FreeSlotsField, useFreeSlots } from './slot-picker';
import type { BookingActionItem, BookingActionTexts } from './booking-action-types';
import { FormDialog } from '@/components/desk/form-dialog';
import { useDeskNotice } from '@/components/desk/desk-notice';

type MoveValues = { start: string };

interface MoveBookingDialogProps {
  locale: Locale;
  booking: BookingActionItem;
  texts: BookingActionTexts;
  trigger: ReactNode;
}

export function MoveBookingDialog({ locale, booking, texts, trigger }: MoveBookingDialogProps) {
  const [open, setOpen] = useState(false);
  const { slots, load, find, ready } = useFreeSlots(`bookings/${booking.id}/free-slots`, locale);
  const notify = useDeskNotice();
  const { run, message } = useDeskAction(locale, texts.failed);
  const form = useForm<MoveValues>({
    resolver: zodResolver(moveBookingSchema),
    defaultValues: { start: '' },
  });
  const names = { name: booking.name, firstName: booking.firstName, when: booking.when };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset();
      void load();
    }
  };

  const submit = form.handleSubmit(async ({ start }) => {
    const slot = find(start);
    const done = fill(texts.moved, { ...names, time: slot ? `${slot.day}, ${slot.time}` : '' });
    if (await run('POST', `bookings/${booking.id}/move`, { start }, done)) {
      setOpen(false);
      notify(done);
    } else {
      form.reset();
      await load();
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={fill(texts.moveTitle, names)}
      description={fill(texts.moveText, names)}
      className="sm:max-w-2xl"
      texts={texts}
      form={form}
      onSubmit={submit}
      message={message}
      confirm={
        <Button type="submit" disabled={!ready || form.formState.isSubmitting}>
          {texts.confirmMove}
        </Button>
      }
    >
      <FreeSlotsField slots={slots} onRetry={load} texts={texts} />
    </FormDialog>
  );
}
