'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/forms/field';
import { TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { deskPath } from '@/config/desk';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/class-names';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { DeskFieldSettings } from '@/components/desk/field-settings';
import { deskApi } from '@/lib/desk-address';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { DAY_OFF_NOTE_MAX } from '@/config/desk-limits';
import { closeDaysSchema, type CloseDaysValues } from './schema';
import type { DaysOffPreview } from './days-off-routes';
import { useSubmit } from '@/components/forms/use-submit';

interface DaysOffFormProps {
  locale: Locale;
  texts: {
    from: string;
    until: string;
    untilHint: string;
    note: string;
    noteHint: string;
    check: string;
    checking: string;
    previewHeading: string;
    booked: string;
    noneBooked: string;
    holidays: string;
    alreadyClosed: string;
    close: string;
    closed: string;
    optional: string;
    failed: string;
    errors: Record<string, string>;
  };
}

function DayField({
  name,
  label,
  hint,
  optional,
}: {
  name: 'from' | 'until';
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  return (
    <Field<CloseDaysValues> name={name} label={label} hint={hint} optional={optional}>
      {(control) => <input {...control} type="date" className={cx(inputBaseClassName, 'h-11')} />}
    </Field>
  );
}

function PreviewList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div className="grid gap-1">
      <p className="font-medium">{title}</p>
      <ul className="list-disc pl-5 text-muted-foreground">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

// Closing is two steps: what the days hold is shown first, then they are closed as checked.
export function DaysOffForm({ locale, texts }: DaysOffFormProps) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  const [preview, setPreview] = useState<{
    input: CloseDaysValues;
    values: CloseDaysValues;
    found: DaysOffPreview;
  }>();
  const [checkError, setCheckError] = useState<string>();
  const form = useForm<CloseDaysValues>({
    resolver: zodResolver(closeDaysSchema),
    defaultValues: { from: '', until: '', note: '' },
  });
  const current = useWatch({ control: form.control });
  // What was checked stays on show only while the form still says the same.
  const shown =
    preview &&
    preview.input.from === current.from &&
    preview.input.until === current.until &&
    preview.input.note === current.note
      ? preview
      : undefined;

  const { submit } = useSubmit(form);

  const check = form.handleSubmit(async (values) => {
    setCheckError(undefined);
    const query = new URLSearchParams({ from: values.from, until: values.until ?? '' });
    const sent = await submit<DaysOffPreview>(
      'GET',
      `${deskApi('days-off/preview', locale)}&${query}`,
    );
    if (sent.ok) setPreview({ input: form.getValues(), values, found: sent.data });
    else setCheckError(sent.message ?? texts.failed);
  });

  const close = async () => {
    if (shown && (await run('POST', 'days-off', shown.values, texts.closed))) {
      setPreview(undefined);
      form.reset();
    }
  };

  return (
    <div className="grid gap-6">
      <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
        <FormProvider {...form}>
          <form onSubmit={check} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <DayField name="from" label={texts.from} />
              <DayField name="until" label={texts.until} hint={texts.untilHint} optional />
            </div>
            <TextField<CloseDaysValues>
              name="note"
              label={texts.note}
              hint={texts.noteHint}
              optional
              max={DAY_OFF_NOTE_MAX}
            />
            <Button
              type="submit"
              variant="outline"
              disabled={form.formState.isSubmitting}
              className="w-full sm:w-fit"
            >
              {form.formState.isSubmitting ? texts.checking : texts.check}
            </Button>
            <p role="alert" className="text-sm font-medium text-destructive">
              {checkError}
            </p>
          </form>
        </FormProvider>
      </DeskFieldSettings>
      <div aria-live="polite">
        {shown && (
          <section
            aria-label={texts.previewHeading}
            className="grid gap-4 rounded-xl border border-border bg-card p-4 text-sm"
          >
            <h3 className="font-display text-lg font-semibold">{texts.previewHeading}</h3>
            <p className="break-words">{shown.found.days.join(' · ')}</p>
            {shown.found.bookings.length ? (
              <div className="grid gap-1">
                <p className="font-medium text-destructive">{texts.booked}</p>
                <ul className="list-disc pl-5">
                  {shown.found.bookings.map((booking) => (
                    <li key={booking.id}>
                      <Link href={`${deskPath.bookings}/${booking.id}`} className="underline">
                        {booking.name}
                      </Link>
                      , {booking.time}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-muted-foreground">{texts.noneBooked}</p>
            )}
            <PreviewList title={texts.holidays} items={shown.found.holidays} />
            <PreviewList title={texts.alreadyClosed} items={shown.found.alreadyClosed} />
            <Button onClick={close} disabled={pending} className="w-full sm:w-fit">
              <CalendarOff aria-hidden="true" />
              {texts.close}
            </Button>
          </section>
        )}
        <ActionMessageRegion message={message} />
      </div>
    </div>
  );
}
