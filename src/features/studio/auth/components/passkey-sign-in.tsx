'use client';

import {
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { CeremonyStatus } from './ceremony-status';
import { deskApi } from '@/lib/desk-address';
import { ceremonyErrorText, type CeremonyErrorTexts } from './passkey-ceremony';

interface PasskeySignInProps {
  locale: Locale;
  next: string;
  texts: CeremonyErrorTexts & { button: string; working: string; signedIn: string };
}

export function PasskeySignIn({ locale, next, texts }: PasskeySignInProps) {
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  const [error, setError] = useState<string>();

  const { submit } = useSubmit();

  const signIn = async () => {
    setError(undefined);
    setState('working');
    const started = await submit<{ options: PublicKeyCredentialRequestOptionsJSON }>(
      'POST',
      deskApi('auth/authentication/options', locale),
      {},
    );
    const response =
      started.ok &&
      (await startAuthentication({ optionsJSON: started.data.options }).catch((failure) => {
        setError(ceremonyErrorText(failure, texts));
      }));
    const verified =
      response &&
      (await submit('POST', deskApi('auth/authentication/verify', locale), { response }));
    if (verified && verified.ok) {
      setState('done');
      window.location.assign(next);
      return;
    }
    const refusal = verified || started;
    if (!refusal.ok) setError(refusal.message ?? texts.failed);
    setState('idle');
  };

  return (
    <div className="grid gap-3">
      <Button
        size="lg"
        onClick={signIn}
        disabled={state !== 'idle'}
        className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-fit"
      >
        <KeyRound aria-hidden="true" />
        {texts.button}
      </Button>
      <CeremonyStatus
        progress={state === 'working' ? texts.working : state === 'done' ? texts.signedIn : ''}
        error={error}
      />
    </div>
  );
}
