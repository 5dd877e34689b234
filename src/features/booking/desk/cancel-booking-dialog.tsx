'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/fill-placeholders';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { NOTE_MAX } from '@/config/desk-limits';
import { cancelBookingSchema, type CancelBookingValues } from './schema';
import type { BookingActionItem, BookingActionTexts } from './booking-action-types';
import { FormDialog } from '@/components/desk/form-dialog';
import { useDeskNotice } from '@/components/desk/desk-notice';

interface CancelBookingDialogProps {
  locale: Locale;
  booking: BookingActionItem;
  texts: BookingActionTexts;
  trigger: ReactNode;
}

export function CancelBookingDialog({ locale, booking, texts, trigger }: CancelBookingDialogProps) {
  const [open, setOpen] = useState(false);
  const notify = useDeskNotice();
  const { run, message } = useDeskAction(locale, texts.failed);
  const form = useForm<CancelBookingValues>({
    resolver: zodResolver(cancelBookingSchema),
    defaultValues: { note: '' },
  });
  const names = { name: booking.name, firstName: booking.firstName, when: booking.when };

  const submit = form.handleSubmit(async (values) => {
    const done = fill(texts.cancelled, names);
    if (await run('POST', `bookings/${booking.id}/cancel`, values, done)) {
      setOpen(false);
      notify(done);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={fill(texts.cancelTitle, names)}
      description={fill(texts.cancelText, { ...names, language: booking.language })}
      texts={texts}
      form={form}
      onSubmit={submit}
      message={message}
      confirm={
        <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
          {texts.confirmCancel}
        </Button>
      }
    >
      <TextField<CancelBookingValues>
        name="note"
        label={fill(texts.noteLabel, names)}
        hint={texts.noteHint}
        optional
        multiline
        max={NOTE_MAX}
      />
    </FormDialog>
  );
}
