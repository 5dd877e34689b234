'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import { EMAIL_MAX } from '@/config/desk-limits';
import { locales, type Locale } from '@/i18n/routing';
import { fill } from '@/lib/fill-placeholders';
import { FormDialog, type FormDialogTexts } from '@/components/desk/form-dialog';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { useDeskNotice } from '@/components/desk/desk-notice';
import { NAME_MAX, newBookingSchema, type NewBookingValues } from './schema';
import { FreeSlotsField, useFreeSlots, type SlotPickerTexts } from './slot-picker';

export interface NewBookingTexts extends FormDialogTexts, SlotPickerTexts {
  open: string;
  title: string;
  description: string;
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  chooseLanguage: string;
  languages: Record<Locale, string>;
  invite: string;
  inviteHint: string;
  confirm: string;
  created: string;
  createdQuietly: string;
  failed: string;
}

export function NewBookingDialog({ locale, texts }: { locale: Locale; texts: NewBookingTexts }) {
  const [open, setOpen] = useState(false);
  const { slots, load, find, ready } = useFreeSlots('bookings/free-slots', locale);
  const notify = useDeskNotice();
  const { run, message } = useDeskAction(locale, texts.failed);
  const form = useForm<NewBookingValues>({
    resolver: zodResolver(newBookingSchema),
    defaultValues: { firstName: '', lastName: '', email: '', locale, start: '', invite: true },
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset();
      void load();
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const slot = find(values.start);
    const done = fill(values.invite ? texts.created : texts.createdQuietly, {
      name: `${values.firstName} ${values.lastName}`,
      time: slot ? `${slot.day}, ${slot.time}` : '',
    });
    if (await run('POST', 'bookings', values, done)) {
      setOpen(false);
      notify(done);
    } else {
      form.setValue('start', '');
      await load();
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" />
          {texts.open}
        </Button>
      }
      title={texts.title}
      description={texts.description}
      className="sm:max-w-2xl"
      texts={texts}
      form={form}
      onSubmit={submit}
      message={message}
      confirm={
        <Button type="submit" disabled={!ready || form.formState.isSubmitting}>
          {texts.confirm}
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<NewBookingValues> name="firstName" label={texts.firstName} max={NAME_MAX} />
        <TextField<NewBookingValues> name="lastName" label={texts.lastName} max={NAME_MAX} />
        <TextField<NewBookingValues>
          name="email"
          type="email"
          label={texts.email}
          max={EMAIL_MAX}
        />
        <SelectField<NewBookingValues>
          name="locale"
          label={texts.language}
          placeholder={texts.chooseLanguage}
          options={locales}
          labels={texts.languages}
        />
      </div>
      <FreeSlotsField slots={slots} onRetry={load} texts={texts} />
      <div className="grid gap-1 text-sm">
        <label className="flex min-h-11 items-center gap-3 font-medium">
          <input
            type="checkbox"
            {...form.register('invite')}
            aria-describedby="new-booking-invite-hint"
            className="size-5 shrink-0 accent-[var(--primary)]"
          />
          {texts.invite}
        </label>
        <p id="new-booking-invite-hint" className="pl-8 text-muted-foreground">
          {texts.inviteHint}
        </p>
      </div>
    </FormDialog>
  );
}
