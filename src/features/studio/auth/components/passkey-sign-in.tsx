'use client';

import { startAuthentication } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { apiRequest } from '@/lib/api-client';
import { CeremonyStatus } from './ceremony-status';
import { ceremonyErrorText, deskApi, type CeremonyErrorTexts } from './passkey-ceremony';

interface PasskeySignInProps {
  locale: Locale;
  next: string;
  texts: CeremonyErrorTexts & { button: string; working: string; signedIn: string };
}

export function PasskeySignIn({ locale, next, texts }: PasskeySignInProps) {
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  const [error, setError] = useState<string>();

  const signIn = async () => {
    setError(undefined);
    setState('working');
    try {
      const started = await apiRequest('POST', deskApi('auth/authentication/options', locale), {});
      const { options } = await started.json();
      const response = await startAuthentication({ optionsJSON: options });
      await apiRequest('POST', deskApi('auth/authentication/verify', locale), { response });
      setState('done');
      window.location.assign(next);
    } catch (failure) {
      setError(ceremonyErrorText(failure, texts));
      setState('idle');
    }
  };

  return (
    <div className="grid gap-3">
      <Button size="lg" onClick={signIn} disabled={state !== 'idle'} className="w-full sm:w-fit">
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
