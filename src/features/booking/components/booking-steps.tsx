'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  Field,
  FieldError,
  FieldSettingsContext,
  Honeypot,
  useFieldError,
  type FieldSettings,
} from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { site } from '@/config/site';
import { useLocale } from '@/i18n/navigation';
import { bookingErrorKey, type BookingRequestInput } from '../schema';
import { dayList } from '@/lib/dates';
import { SlotPicker } from './slot-picker';
import type { SlotsResponse } from '../slots-response';

const BookingField = Field<BookingRequestInput>;

const dialogLook: FieldSettings['look'] = {
  Label,
  optional: 'font-normal text-muted-foreground',
  error: 'text-sm font-medium text-destructive',
};

export function BookingFieldSettings({ children }: { children: ReactNode }) {
  const errors = useTranslations('Booking.errors');
  const fields = useTranslations('Booking.fields');
  return (
    <FieldSettingsContext
      value={{
        optional: fields('optional'),
        errorText: (message) =>
          errors.has(message as never) ? errors(bookingErrorKey({ message })) : message,
        look: dialogLook,
      }}
    >
      {children}
    </FieldSettingsContext>
  );
}

export function AboutStep() {
  const t = useTranslations('Booking.fields');
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <BookingField name="firstName" label={t('firstName')}>
          {(props) => <Input {...props} autoComplete="given-name" required />}
        </BookingField>
        <BookingField name="lastName" label={t('lastName')}>
          {(props) => <Input {...props} autoComplete="family-name" required />}
        </BookingField>
      </div>
      <BookingField name="email" label={t('email')}>
        {(props) => <Input {...props} type="email" autoComplete="email" required />}
      </BookingField>
      <BookingField name="company" label={t('company')} optional>
        {(props) => <Input {...props} autoComplete="organization" />}
      </BookingField>
      <Honeypot id="booking-reference-code" label={t('honeypot')} name="referenceCode" />
    </div>
  );
}

export function TimeStep({
  slots,
  zoneName,
  onRetry,
}: {
  slots: UseQueryResult<SlotsResponse>;
  zoneName: string;
  onRetry: () => void;
}) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const { control } = useFormContext<BookingRequestInput>();
  const error = useFieldError('timeSlot');
  const contact = t('slots.contact', { email: site.email, phone: site.phone.display });

  if (slots.isPending && slots.fetchStatus !== 'idle') {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        {t('slots.loading')}
      </p>
    );
  }
  if (slots.isError || !slots.data) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-xl border border-border p-6"
      >
        <p className="font-semibold">{t('slots.errorTitle')}</p>
        <p className="text-sm text-muted-foreground">
          {t('slots.errorText')} {contact}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t('buttons.retry')}
        </Button>
      </div>
    );
  }
  if (slots.data.entries.length === 0) {
    return (
      <div className="grid gap-2 rounded-xl border border-dashed border-border p-6">
        <p className="font-semibold">{t('slots.noneTitle', { weeks: slots.data.weeksAhead })}</p>
        <p className="text-sm text-muted-foreground">
          {t('slots.noneText', { days: dayList(slots.data.weekdays, locale, 'long') })}
        </p>
        <p className="text-sm">{contact}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('slots.timeZone', { zone: zoneName })}{' '}
        {t('slots.length', { minutes: slots.data.sessionMinutes })}
      </p>
      <Controller
        control={control}
        name="timeSlot"
        render={({ field }) => (
          <SlotPicker
            entries={slots.data.entries}
            window={slots.data.window}
            timeZone={slots.data.displayTimeZone}
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(error)}
          />
        )}
      />
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}

export function PrepareStep() {
  const t = useTranslations('Booking.fields');
  return (
    <div className="grid gap-5">
      <BookingField name="challenges" label={t('challenges')} hint={t('challengesHint')}>
        {(props) => <Textarea {...props} rows={4} required />}
      </BookingField>
      <BookingField name="goals" label={t('goals')} hint={t('goalsHint')}>
        {(props) => <Textarea {...props} rows={4} required />}
      </BookingField>
    </div>
  );
}
