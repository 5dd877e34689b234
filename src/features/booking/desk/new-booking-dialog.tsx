'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import { EMAIL_MAX } from '@/config/desk-limits';
import { locales, type Locale } from '@/i18n/routing';
import { apiRequest } from '@/lib/api-client';
import { deskApi } from '@/lib/desk-address';
import { fill } from '@/lib/fill-placeholders';
import { FormDialog, type FormDialogTexts } from '@/components/desk/form-dialog';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { useDeskNotice } from '@/components/desk/desk-notice';
import { newBookingSchema, type NewBookingValues } from './schema';
import { SlotPicker, type FreeSlot, type SlotPickerTexts } from './slot-picker';

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
  loading: string;
  loadFailed: string;
  retry: string;
  noSlots: string;
  failed: string;
}

type SlotsState = FreeSlot[] | 'loading' | 'failed';
const NAME_MAX = 80;

export function NewBookingDialog({ locale, texts }: { locale: Locale; texts: NewBookingTexts }) {
  const [open, setOpen] = useState(false);
  const [slots, setSlots] = useState<SlotsState>('loading');
  const notify = useDeskNotice();
  const { run, message } = useDeskAction(locale, texts.failed);
  const form = useForm<NewBookingValues>({
    resolver: zodResolver(newBookingSchema),
    defaultValues: { firstName: '', lastName: '', email: '', locale, start: '', invite: true },
  });

  const load = async () => {
    setSlots('loading');
    try {
      const response = await apiRequest('GET', deskApi('bookings/free-slots', locale));
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

  const submit = form.handleSubmit(async (values) => {
    const slot = Array.isArray(slots)
      ? slots.find((entry) => entry.start === values.start)
      : undefined;
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
        <Button
          type="submit"
          disabled={!Array.isArray(slots) || !slots.length || form.formState.isSubmitting}
        >
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
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          {...form.register('invite')}
          aria-describedby="new-booking-invite-hint"
          className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
        />
        <span>
          <span className="font-medium">{texts.invite}</span>
          <span id="new-booking-invite-hint" className="block text-muted-foreground">
            {texts.inviteHint}
          </span>
        </span>
      </label>
    </FormDialog>
  );
}
