'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { useLocale } from '@/i18n/navigation';
import { studioTimeZone } from '@/config/site';
import { bookingRequestSchema, type BookingField, type BookingRequestInput } from '../schema';
import { dayList, describeTimeZone, formatSlot } from '@/lib/dates';
import { AboutStep, BookingFieldSettings, PrepareStep, TimeStep } from './booking-steps';
import { useSlots } from './use-slots';

const TOTAL_STEPS = 3;
const stepTitles = ['about', 'time', 'prepare'] as const;
const stepOfField: Partial<Record<BookingField, number>> = { timeSlot: 2, challenges: 3, goals: 3 };

const emptyValues: BookingRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  timeSlot: '',
  challenges: '',
  goals: '',
  referenceCode: '',
};

export function BookingForm({ onBooked }: { onBooked: () => void }) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const [step, setStep] = useState(1);
  const [slotsRequested, setSlotsRequested] = useState(false);
  const slots = useSlots(locale, slotsRequested);
  const form = useForm<BookingRequestInput>({
    resolver: zodResolver(bookingRequestSchema),
    defaultValues: emptyValues,
  });
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // A failed load shows its toast once per failure.
  useEffect(() => {
    if (!slots.isError) return;
    toast({
      variant: 'destructive',
      title: t('toasts.slotsErrorTitle'),
      description: t('toasts.slotsErrorText'),
    });
  }, [slots.isError, slots.errorUpdatedAt, t]);

  const booking = useSubmit(form);

  async function book(values: BookingRequestInput) {
    const sent = await booking.submit('POST', '/api/book-strategy-session', {
      ...values,
      locale,
      timeZone: slots.timeZone,
    });
    if (sent.ok) {
      toast({ title: t('toasts.successTitle'), description: t('toasts.successText') });
      onBooked();
      return;
    }
    toast({
      variant: 'destructive',
      title: t('toasts.failedTitle'),
      description: sent.message || t('toasts.failedText'),
    });
    if (sent.error) showServerErrors(sent.error.status, sent.error.fieldErrors, sent.message);
  }

  function goTo(next: number) {
    setStep(next);
    // Move focus to the new step's title so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => stepHeading.current?.focus());
  }

  /** A lost slot sends the visitor back to pick; other refused fields show their step. */
  function showServerErrors(status: number, refused: Record<string, string>, message = '') {
    const fieldErrors = { ...refused };
    if (status === 409) {
      fieldErrors.timeSlot ??= message;
      form.setError('timeSlot', { message: fieldErrors.timeSlot });
    }
    const fields = Object.keys(fieldErrors).filter(
      (field) => field in emptyValues,
    ) as BookingField[];
    if (fields.includes('timeSlot')) {
      form.setValue('timeSlot', '');
      void slots.refetch();
    }
    if (fields.length) goTo(Math.min(...fields.map((field) => stepOfField[field] ?? 1)));
  }

  async function next() {
    // A new attempt replaces the previous notice rather than leaving it over the buttons.
    dismissToast();
    if (step === 1) {
      if (
        !(await form.trigger(['firstName', 'lastName', 'email', 'company'], { shouldFocus: true }))
      ) {
        toast({ title: t('toasts.requiredTitle'), description: t('toasts.requiredText') });
        return;
      }
      // Slots load when the visitor leaves step 1, once; a failed load is tried again.
      if (!slotsRequested) setSlotsRequested(true);
      else if (slots.isError) void slots.refetch();
      goTo(2);
    } else if (step === 2) {
      if (!form.getValues('timeSlot')) {
        toast({ title: t('toasts.slotTitle'), description: t('toasts.slotText') });
        return;
      }
      form.clearErrors('timeSlot');
      goTo(3);
    } else {
      if (!(await form.trigger(['challenges', 'goals'], { shouldFocus: true }))) {
        toast({ title: t('toasts.prepareTitle'), description: t('toasts.prepareText') });
        return;
      }
      await form.handleSubmit(book)();
    }
  }

  const chosen = useWatch({ control: form.control, name: 'timeSlot' });
  const displayZone = slots.data?.displayTimeZone ?? studioTimeZone;
  const descriptions = [
    t('description'),
    slots.data
      ? t('slots.availableDays', { days: dayList(slots.data.weekdays, locale, 'narrow') })
      : t('description'),
    chosen
      ? t('slots.chosen', { time: formatSlot(new Date(chosen), locale, displayZone) })
      : t('description'),
  ];

  return (
    <FormProvider {...form}>
      <DialogHeader>
        <p className="text-sm font-medium text-muted-foreground">
          {t('progress', { step, total: TOTAL_STEPS })}
        </p>
        <div aria-hidden="true" className="flex gap-1.5">
          {stepTitles.map((title, index) => (
            <span
              key={title}
              className={`h-1 flex-1 rounded-full ${index < step ? 'bg-signature' : 'bg-muted'}`}
            />
          ))}
        </div>
        <DialogTitle ref={stepHeading} tabIndex={-1} className="outline-none">
          {t(`steps.${stepTitles[step - 1]!}`)}
        </DialogTitle>
        <DialogDescription>{descriptions[step - 1]}</DialogDescription>
      </DialogHeader>

      <form
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <BookingFieldSettings>
          {step === 1 ? <AboutStep /> : null}
          {step === 2 ? (
            <TimeStep
              slots={slots}
              zoneName={describeTimeZone(displayZone, locale)}
              onRetry={() => void slots.refetch()}
            />
          ) : null}
          {step === 3 ? <PrepareStep /> : null}
        </BookingFieldSettings>

        <div className="flex items-center justify-between gap-3 border-t border-border pt-5">
          <Button
            type="button"
            variant="outline"
            disabled={step === 1 || booking.pending}
            onClick={() => goTo(step - 1)}
          >
            {t('buttons.back')}
          </Button>
          <Button type="submit" disabled={booking.pending}>
            {step < TOTAL_STEPS
              ? t('buttons.next')
              : booking.pending
                ? t('buttons.submitting')
                : t('buttons.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
