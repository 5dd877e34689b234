'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { startRegistration } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import { deskPath } from '@/config/desk';
import { localizedPath, type Locale } from '@/i18n/routing';
import { apiRequest, ApiError } from '@/lib/api-client';
import { PASSKEY_NAME_MAX } from '../config';
import { passkeyNameFormSchema, type PasskeyNameValues } from '../schema';
import { CeremonyStatus } from './ceremony-status';
import { DeskFieldSettings } from './desk-field-settings';
import { ceremonyErrorText, deskApi, type CeremonyErrorTexts } from './passkey-ceremony';

interface EnrollFormProps {
  locale: Locale;
  token: string;
  texts: CeremonyErrorTexts & {
    nameLabel: string;
    nameHint: string;
    submit: string;
    working: string;
    done: string;
    optional: string;
    errors: Record<string, string>;
  };
}

export function EnrollForm({ locale, token, texts }: EnrollFormProps) {
  const form = useForm<PasskeyNameValues>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: '' },
  });
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  const [error, setError] = useState<string>();

  const enroll = form.handleSubmit(async ({ name }) => {
    setError(undefined);
    setState('working');
    try {
      const started = await apiRequest('POST', deskApi('auth/registration/options', locale), {
        token,
      });
      const { options } = await started.json();
      const response = await startRegistration({ optionsJSON: options });
      await apiRequest('POST', deskApi('auth/registration/verify', locale), { name, response });
      setState('done');
      window.location.assign(localizedPath(locale, deskPath.today));
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors.name : undefined;
      if (fieldError) form.setError('name', { message: fieldError });
      else setError(ceremonyErrorText(failure, texts));
      setState('idle');
    }
  });

  return (
    <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
      <FormProvider {...form}>
        <form onSubmit={enroll} noValidate className="grid gap-4">
          <TextField<PasskeyNameValues>
            name="name"
            label={texts.nameLabel}
            hint={texts.nameHint}
            max={PASSKEY_NAME_MAX}
          />
          <Button type="submit" size="lg" disabled={state !== 'idle'} className="w-full sm:w-fit">
            <KeyRound aria-hidden="true" />
            {texts.submit}
          </Button>
          <CeremonyStatus
            progress={state === 'working' ? texts.working : state === 'done' ? texts.done : ''}
            error={error}
          />
        </form>
      </FormProvider>
    </DeskFieldSettings>
  );
}
