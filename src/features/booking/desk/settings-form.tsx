'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { Field, FieldError, useFieldError } from '@/components/forms/field';
import { ChoiceGroup } from '@/components/forms/native-fields';
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
import { settingsFormSchema, weekdayValues, type SettingsFormValues } from './settings-values';

export interface SettingsTexts {
  weekdays: string;
  weekdayNames: Record<string, string>;
  startTimes: string;
  startTime: string;
  addTime: string;
  removeTime: string;
  sessionMinutes: string;
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

function ListError({ name }: { name: 'startTimes' | 'reminders' }) {
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

function StartTimes({ texts }: { texts: SettingsTexts }) {
  const { register } = useFormContext<SettingsFormValues>();
  const { keys, append, remove } = useFormRows('startTimes');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{texts.startTimes}</legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {keys.map((key, index) => {
          const label = fill(texts.startTime, { number: String(index + 1) });
          return (
            <li key={key} className="flex items-center gap-1">
              <input
                type="time"
                aria-label={label}
                {...register(`startTimes.${index}.time`)}
                className={cx(inputClassName, 'min-w-0')}
              />
              <RemoveRowButton
                label={fill(texts.removeTime, { number: String(index + 1) })}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ul>
      <ListError name="startTimes" />
      {keys.length < ruleLimits.startTimes.count && (
        <AddRowButton label={texts.addTime} onClick={() => append({ time: '' })} />
      )}
    </fieldset>
  );
}

function Reminders({ texts }: { texts: SettingsTexts }) {
  const { register } = useFormContext<SettingsFormValues>();
  const { keys, append, remove } = useFormRows('reminders');
  const hintId = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
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
}: {
  locale: Locale;
  rules: SettingsFormValues;
  texts: SettingsTexts;
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
      <ChoiceGroup<SettingsFormValues>
        name="weekdays"
        legend={texts.weekdays}
        options={weekdayValues}
        labels={texts.weekdayNames}
        kind="checkbox"
        columns
      />
      <StartTimes texts={texts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="sessionMinutes" label={texts.sessionMinutes} />
        <NumberField name="weeksAhead" label={texts.weeksAhead} />
        <NumberField name="noticeHours" label={texts.noticeHours} hint={texts.noticeHint} />
        <NumberField name="cutoffHours" label={texts.cutoffHours} hint={texts.cutoffHint} />
        <NumberField name="dailyCap" label={texts.dailyCap} hint={texts.dailyCapHint} optional />
      </div>
      <Reminders texts={texts} />
    </DeskForm>
  );
}
