'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { site } from '@/config/site';
import { availabilityConfig } from '../config';
import { bookingErrorKey, type BookingField, type BookingRequestInput } from '../schema';
import { SlotPicker } from './slot-picker';
import type { SlotsResponse } from '../slots-response';

/** The field's error in the visitor's language: schema keys are translated, server texts kept. */
function useFieldError(name: BookingField): string | undefined {
  const t = useTranslations('Booking.errors');
  const message = useFormContext<BookingRequestInput>().formState.errors[name]?.message;
  if (!message) return undefined;
  return t.has(message as never) ? t(bookingErrorKey({ message })) : message;
}

function Field({
  name,
  label,
  hint,
  optional,
  children,
}: {
  name: BookingField;
  label: string;
  hint?: string;
  optional?: boolean;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const t = useTranslations('Booking.fields');
  const id = useId();
  const error = useFieldError(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {optional ? (
          <span className="font-normal text-muted-foreground">({t('optional')})</span>
        ) : null}
      </Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AboutStep() {
  const t = useTranslations('Booking.fields');
  const { register } = useFormContext<BookingRequestInput>();
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="firstName" label={t('firstName')}>
          {(props) => (
            <Input {...props} {...register('firstName')} autoComplete="given-name" required />
          )}
        </Field>
        <Field name="lastName" label={t('lastName')}>
          {(props) => (
            <Input {...props} {...register('lastName')} autoComplete="family-name" required />
          )}
        </Field>
      </div>
      <Field name="email" label={t('email')}>
        {(props) => (
          <Input {...props} {...register('email')} type="email" autoComplete="email" required />
        )}
      </Field>
      <Field name="company" label={t('company')} optional>
        {(props) => <Input {...props} {...register('company')} autoComplete="organization" />}
      </Field>
      {/* Invisible to people and skipped by the keyboard; bots fill it in and are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="booking-reference-code">{t('honeypot')}</label>
        <input
          id="booking-reference-code"
          {...register('referenceCode')}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
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
  // The server looked four weeks ahead and found nothing free (the spec's "limited availability").
  if (slots.data.entries.length === 0) {
    return (
      <div className="grid gap-2 rounded-xl border border-dashed border-border p-6">
        <p className="font-semibold">{t('slots.noneTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('slots.noneText')}</p>
        <p className="text-sm">{contact}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('slots.timeZone', { zone: zoneName })}{' '}
        {t('slots.length', { minutes: availabilityConfig.sessionMinutes })}
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
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

export function PrepareStep() {
  const t = useTranslations('Booking.fields');
  const { register } = useFormContext<BookingRequestInput>();
  return (
    <div className="grid gap-5">
      <Field name="challenges" label={t('challenges')} hint={t('challengesHint')}>
        {(props) => <Textarea {...props} {...register('challenges')} rows={4} required />}
      </Field>
      <Field name="goals" label={t('goals')} hint={t('goalsHint')}>
        {(props) => <Textarea {...props} {...register('goals')} rows={4} required />}
      </Field>
    </div>
  );
}
