'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { deskPath } from '@/config/desk';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PASSKEY_NAME_MAX } from '@/config/desk-limits';
import { passkeyNameFormSchema, type PasskeyNameValues } from '../schema';
import { CeremonyStatus } from './ceremony-status';
import { DeskFieldSettings } from '@/components/desk/field-settings';
import { deskApi } from '@/lib/desk-address';
import { ceremonyErrorText, type CeremonyErrorTexts } from './passkey-ceremony';

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

  const { submit } = useSubmit(form);

  const enroll = form.handleSubmit(async ({ name }) => {
    setError(undefined);
    setState('working');
    const started = await submit<{ options: PublicKeyCredentialCreationOptionsJSON }>(
      'POST',
      deskApi('auth/registration/options', locale),
      { token },
    );
    const response =
      started.ok &&
      (await startRegistration({ optionsJSON: started.data.options }).catch((failure) => {
        setError(ceremonyErrorText(failure, texts));
      }));
    const verified =
      response &&
      (await submit<{ passkey: string }>('POST', deskApi('auth/registration/verify', locale), {
        name,
        response,
      }));
    if (verified && verified.ok) {
      setState('done');
      const security = new URL(localizedPath(locale, deskPath.security), window.location.href);
      security.searchParams.set('added', verified.data.passkey);
      security.hash = 'passkeys';
      window.location.assign(security);
      return;
    }
    const refusal = verified || started;
    if (!refusal.ok && !refusal.error?.fieldErrors.name) setError(refusal.message ?? texts.failed);
    setState('idle');
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
          <Button
            type="submit"
            size="lg"
            disabled={state !== 'idle'}
            className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-fit"
          >
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
