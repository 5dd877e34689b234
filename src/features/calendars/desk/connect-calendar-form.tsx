'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ChoiceGroup, SelectField, TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { Field } from '@/components/forms/field';
import { useSubmit } from '@/components/forms/use-submit';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { deskApi } from '@/lib/desk-address';
import { cx } from '@/lib/class-names';
import type { ActionMessage } from '@/components/desk/action-message';
import { DeskForm } from '@/components/desk/desk-form';
import { connectCalendarSchema, type ConnectCalendarInput } from './schema';

export interface ConnectTexts {
  kind: string;
  kinds: Record<'feed' | 'caldav', string>;
  name: string;
  url: string;
  urlHint: string;
  username: string;
  password: string;
  choose: string;
  readsLabel: string;
  writesLabel: string;
  connect: string;
  optional: string;
  failed: string;
  errors: Record<string, string>;
}

type Choice = { url: string; name: string };
type Answer = { status: 'choose'; choices: Choice[] } | { status: 'connected'; message: string };

const checkboxClassName =
  'flex min-h-11 items-center gap-3 text-sm [&>input]:size-5 [&>input]:accent-[var(--primary)]';

export function ConnectCalendarForm({
  locale,
  texts,
  disabled,
}: {
  locale: Locale;
  texts: ConnectTexts;
  disabled: boolean;
}) {
  const [choices, setChoices] = useState<Choice[]>();
  const form = useForm<ConnectCalendarInput>({
    resolver: zodResolver(connectCalendarSchema),
    defaultValues: {
      kind: 'feed',
      name: '',
      url: '',
      username: '',
      password: '',
      calendarUrl: '',
      reads: true,
      writes: false,
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const router = useRouter();
  const { submit: send, pending } = useSubmit(form);
  const [message, setMessage] = useState<ActionMessage>();

  const submit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    const sent = await send<Answer>('POST', deskApi('calendars', locale), values);
    if (!sent.ok) {
      setMessage({ kind: 'error', text: sent.message ?? texts.failed });
    } else if (sent.data.status === 'choose') {
      setChoices(sent.data.choices);
    } else {
      setMessage({ kind: 'done', text: sent.data.message });
      form.reset();
      setChoices(undefined);
      router.refresh();
    }
  });

  return (
    <DeskForm
      form={form}
      texts={texts}
      onSubmit={submit}
      message={message}
      submit={
        <Button type="submit" disabled={disabled || pending} className="w-full sm:w-fit">
          {texts.connect}
        </Button>
      }
    >
      <ChoiceGroup<ConnectCalendarInput>
        name="kind"
        legend={texts.kind}
        options={['feed', 'caldav']}
        labels={texts.kinds}
        kind="radio"
      />
      <TextField<ConnectCalendarInput> name="name" label={texts.name} max={80} />
      <TextField<ConnectCalendarInput>
        name="url"
        label={texts.url}
        hint={texts.urlHint}
        max={2000}
        type="url"
        inputMode="url"
      />
      {kind === 'caldav' && (
        <>
          <TextField<ConnectCalendarInput>
            name="username"
            label={texts.username}
            max={200}
            autoComplete="username"
          />
          <Field<ConnectCalendarInput> name="password" label={texts.password}>
            {(control) => (
              <input
                {...control}
                type="password"
                maxLength={500}
                autoComplete="current-password"
                className={cx(inputBaseClassName, 'h-11')}
              />
            )}
          </Field>
          {choices && (
            <SelectField<ConnectCalendarInput>
              name="calendarUrl"
              label={texts.choose}
              placeholder={texts.choose}
              options={choices.map((choice) => choice.url)}
              labels={Object.fromEntries(choices.map((choice) => [choice.url, choice.name]))}
            />
          )}
          <label className={checkboxClassName}>
            <input type="checkbox" {...form.register('reads')} />
            {texts.readsLabel}
          </label>
          <label className={checkboxClassName}>
            <input type="checkbox" {...form.register('writes')} />
            {texts.writesLabel}
          </label>
        </>
      )}
    </DeskForm>
  );
}
