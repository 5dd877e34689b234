'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { apiRequest } from '@/lib/api-client';
import { fill } from '@/lib/fill-placeholders';
import { deskApi } from '@/lib/desk-address';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { moveBookingSchema } from './schema';
import { SlotPicker, type FreeSlot } from './slot-picker';
import type { BookingActionItem, BookingActionTexts } from './booking-action-types';
import { FormDialog } from '@/components/desk/form-dialog';
import { useDeskNotice } from '@/components/desk/desk-notice';

type MoveValues = { start: string };
type SlotsState = FreeSlot[] | 'loading' | 'failed';

interface MoveBookingDialogProps {
  locale: Locale;
  booking: BookingActionItem;
  texts: BookingActionTexts;
  trigger: ReactNode;
}

export function MoveBookingDialog({ locale, booking, texts, trigger }: MoveBookingDialogProps) {
  const [open, setOpen] = useState(false);
  const [slots, setSlots] = useState<SlotsState>('loading');
  const notify = useDeskNotice();
  const { run, message } = useDeskAction(locale, texts.failed);
  const form = useForm<MoveValues>({
    resolver: zodResolver(moveBookingSchema),
    defaultValues: { start: '' },
  });
  const names = { name: booking.name, firstName: booking.firstName, when: booking.when };

  const load = async () => {
    setSlots('loading');
    try {
      const response = await apiRequest(
        'GET',
        deskApi(`bookings/${booking.id}/free-slots`, locale),
      );
      setSlots(((await response.json()) as { slots: FreeSlot[] }).slots);
    } catch {
      setSlots('failed');
    }
  };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset();
      void load();
    }
  };

  const submit = form.handleSubmit(async ({ start }) => {
    const slot = Array.isArray(slots) ? slots.find((entry) => entry.start === start) : undefined;
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
        <Button
          type="submit"
          disabled={!Array.isArray(slots) || !slots.length || form.formState.isSubmitting}
        >
          {texts.confirmMove}
        </Button>
      }
    >
      {slots === 'loading' && (
        <p role="status" className="text-sm text-muted-foreground">
          {texts.loading}
        </p>
      )}
      {slots === 'failed' && (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="font-medium text-destructive">{texts.loadFailed}</p>
          <Button type="button" size="sm" variant="outline" onClick={load} className="w-fit">
            {texts.retry}
          </Button>
        </div>
      )}
      {Array.isArray(slots) &&
        (slots.length ? (
          <SlotPicker slots={slots} texts={texts} />
        ) : (
          <p className="text-sm text-muted-foreground">{texts.noSlots}</p>
        ))}
    </FormDialog>
  );
}
