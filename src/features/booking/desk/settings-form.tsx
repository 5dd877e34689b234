'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { Field, FieldError, useFieldError } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { ruleLimits } from '@/features/booking/scheduling-rules';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/class-names';
import type { ActionMessage } from '@/components/desk/action-message';
import { DeskForm } from '@/components/desk/desk-form';
import { fill } from '@/lib/fill-placeholders';
import { deskApi } from '@/lib/desk-address';

import { useSubmit } from '@/components/forms/use-submit';
import { useFormRows } from './use-form-rows';
import {
  overrideKinds,
  settingsFormSchema,
  weekdayValues,
  type SettingsFormValues,
} from './settings-values';

export interface SettingsTexts {
  hours: string;
  hoursHint: string;
  weekdayNames: Record<string, string>;
  closed: string;
  from: string;
  until: string;
  addRange: string;
  removeRange: string;
  sessionMinutes: string;
  startEveryMinutes: string;
  startEveryHint: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  bufferHint: string;
  noticeHours: string;
  noticeHint: string;
  weeksAhead: string;
  dailyCap: string;
  dailyCapHint: string;
  cutoffHours: string;
  cutoffHint: string;
  reminders: string;
  remindersHint: string;
  reminder: string;
  unit: string;
  units: Record<'minutes' | 'hours', string>;
  addReminder: string;
  removeReminder: string;
  overrides: string;
  overridesHint: string;
  overrideDay: string;
  overrideKind: string;
  overrideFrom: string;
  overrideUntil: string;
  overrideKinds: Record<'hours' | 'blocked', string>;
  addOverride: string;
  removeOverride: string;
  noOverrides: string;
  save: string;
  saved: string;
  optional: string;
  failed: string;
  errors: Record<string, string>;
}

const inputClassName = cx(inputBaseClassName, 'h-11');

function NumberField({
  name,
  label,
  hint,
  optional,
}: {
  name: keyof SettingsFormValues;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  const numeric = name !== 'dailyCap';
  return (
    <Field<SettingsFormValues>
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      valueAsNumber={numeric}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={inputClassName}
        />
      )}
    </Field>
  );
}

function ListError({ name }: { name: 'weeklyHours' | 'reminders' | 'overrides' }) {
  const error = useFieldError(name);
  return error ? <FieldError>{error}</FieldError> : null;
}

function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" size="icon" variant="ghost" onClick={onClick} className="shrink-0">
      <X aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" size="sm" variant="outline" onClick={onClick} className="w-fit">
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

type Range = { from: string; until: string };

function DayHours({ day, texts }: { day: number; texts: SettingsTexts }) {
  const { register } = useFormContext<SettingsFormValues>();
  const { keys, append, remove } = useFormRows<Range>(`weeklyHours.${day}`);
  const name = texts.weekdayNames[String(day)] ?? '';
  const labels = (index: number) => ({ day: name, number: String(index + 1) });
  return (
    <li className="grid gap-2 border-b border-border pb-3 last:border-b-0 sm:grid-cols-[9rem_1fr]">
      <p className="pt-2.5 text-sm font-medium">{name}</p>
      <div className="grid min-w-0 gap-2">
        {keys.length === 0 && (
          <p className="pt-2.5 text-sm text-muted-foreground">{texts.closed}</p>
        )}
        {keys.map((key, index) => (
          // On the narrowest phones the end time goes under the start time.
          <div key={key} className="flex flex-wrap items-center gap-1">
            <input
              type="time"
              aria-label={fill(texts.from, labels(index))}
              {...register(`weeklyHours.${day}.${index}.from`)}
              className={cx(inputClassName, 'min-w-0 flex-1 basis-32')}
            />
            <span aria-hidden="true">–</span>
            <input
              type="time"
              aria-label={fill(texts.until, labels(index))}
              {...register(`weeklyHours.${day}.${index}.until`)}
              className={cx(inputClassName, 'min-w-0 flex-1 basis-32')}
            />
            <RemoveRowButton
              label={fill(texts.removeRange, labels(index))}
              onClick={() => remove(index)}
            />
          </div>
        ))}
        {keys.length < ruleLimits.rangesPerDay.count && (
          <AddRowButton
            label={fill(texts.addRange, { day: name })}
            onClick={() => append({ from: '09:00', until: '17:00' })}
          />
        )}
      </div>
    </li>
  );
}

function WeeklyHours({ texts }: { texts: SettingsTexts }) {
  const hintId = useId();
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">{texts.hours}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {texts.hoursHint}
      </p>
      <ul className="grid gap-3">
        {weekdayValues.map((day) => (
          <DayHours key={day} day={Number(day)} texts={texts} />
        ))}
      </ul>
      <ListError name="weeklyHours" />
    </fieldset>
  );
}

type OverrideRow = SettingsFormValues['overrides'][number];

function Overrides({ texts, today }: { texts: SettingsTexts; today: string }) {
  const { register } = useFormContext<SettingsFormValues>();
  const { keys, append, remove } = useFormRows<OverrideRow>('overrides');
  const hintId = useId();
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">{texts.overrides}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {texts.overridesHint}
      </p>
      {keys.length === 0 && <p className="text-sm text-muted-foreground">{texts.noOverrides}</p>}
      <ul className="grid gap-3">
        {keys.map((key, index) => {
          const number = { number: String(index + 1) };
          return (
            <li
              key={key}
              className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[10rem_9rem_1fr_1fr_auto]"
            >
              <input
                type="date"
                aria-label={fill(texts.overrideDay, number)}
                {...register(`overrides.${index}.day`)}
                className={cx(inputClassName, 'min-w-0')}
              />
              <select
                aria-label={fill(texts.overrideKind, number)}
                {...register(`overrides.${index}.kind`)}
                className={cx(inputClassName, 'min-w-0')}
              >
                {overrideKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {texts.overrideKinds[kind]}
                  </option>
                ))}
              </select>
              <input
                type="time"
                aria-label={fill(texts.overrideFrom, number)}
                {...register(`overrides.${index}.from`)}
                className={cx(inputClassName, 'min-w-0')}
              />
              <input
                type="time"
                aria-label={fill(texts.overrideUntil, number)}
                {...register(`overrides.${index}.until`)}
                className={cx(inputClassName, 'min-w-0')}
              />
              <RemoveRowButton
                label={fill(texts.removeOverride, number)}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ul>
      <ListError name="overrides" />
      {keys.length < ruleLimits.overrides.count && (
        <AddRowButton
          label={texts.addOverride}
          onClick={() => append({ day: today, kind: 'blocked', from: '12:00', until: '13:00' })}
        />
      )}
    </fieldset>
  );
}

function Reminders({ texts }: { texts: SettingsTexts }) {
  const { register } = useFormContext<SettingsFormValues>();
  const { keys, append, remove } =
    useFormRows<SettingsFormValues['reminders'][number]>('reminders');
  const hintId = useId();
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">{texts.reminders}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {texts.remindersHint}
      </p>
      <ul className="grid gap-2">
        {keys.map((key, index) => {
          const number = String(index + 1);
          return (
            <li
              key={key}
              className="grid grid-cols-[5rem_1fr_auto] items-center gap-2 sm:grid-cols-[6rem_12rem_auto]"
            >
              <input
                type="text"
                inputMode="numeric"
                aria-label={fill(texts.reminder, { number })}
                {...register(`reminders.${index}.amount`, { valueAsNumber: true })}
                className={inputClassName}
              />
              <select
                aria-label={fill(texts.unit, { number })}
                {...register(`reminders.${index}.unit`)}
                className={inputClassName}
              >
                <option value="minutes">{texts.units.minutes}</option>
                <option value="hours">{texts.units.hours}</option>
              </select>
              <RemoveRowButton
                label={fill(texts.removeReminder, { number })}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ul>
      <ListError name="reminders" />
      {keys.length < ruleLimits.reminderMinutes.count && (
        <AddRowButton
          label={texts.addReminder}
          onClick={() => append({ amount: 1, unit: 'hours' })}
        />
      )}
    </fieldset>
  );
}

export function SettingsForm({
  locale,
  rules,
  texts,
  today,
}: {
  locale: Locale;
  rules: SettingsFormValues;
  texts: SettingsTexts;
  /** The studio's today, the first date an exception can name. */
  today: string;
}) {
  const [message, setMessage] = useState<ActionMessage>();
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: rules,
  });

  const { submit: send } = useSubmit(form);

  const save = form.handleSubmit(async (values) => {
    setMessage(undefined);
    const sent = await send('POST', deskApi('settings', locale), values);
    if (sent.ok) {
      form.reset(values);
      setMessage({ kind: 'done', text: texts.saved });
    } else {
      setMessage({ kind: 'error', text: sent.message ?? texts.failed });
    }
  });

  return (
    <DeskForm
      form={form}
      texts={texts}
      onSubmit={save}
      message={message}
      className="grid gap-8"
      submit={
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting}
          className="w-full sm:w-fit"
        >
          {texts.save}
        </Button>
      }
    >
      <WeeklyHours texts={texts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="sessionMinutes" label={texts.sessionMinutes} />
        <NumberField
          name="startEveryMinutes"
          label={texts.startEveryMinutes}
          hint={texts.startEveryHint}
        />
        <NumberField
          name="bufferBeforeMinutes"
          label={texts.bufferBeforeMinutes}
          hint={texts.bufferHint}
        />
        <NumberField
          name="bufferAfterMinutes"
          label={texts.bufferAfterMinutes}
          hint={texts.bufferHint}
        />
        <NumberField name="weeksAhead" label={texts.weeksAhead} />
        <NumberField name="noticeHours" label={texts.noticeHours} hint={texts.noticeHint} />
        <NumberField name="cutoffHours" label={texts.cutoffHours} hint={texts.cutoffHint} />
        <NumberField name="dailyCap" label={texts.dailyCap} hint={texts.dailyCapHint} optional />
      </div>
      <Overrides texts={texts} today={today} />
      <Reminders texts={texts} />
    </DeskForm>
  );
}
