'use client';

import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { deskApi } from '@/lib/desk-address';
import { CeremonyStatus } from './ceremony-status';

interface InviteRequestFormProps {
  locale: Locale;
  texts: { submit: string; sending: string; failed: string };
}

export function InviteRequestForm({ locale, texts }: InviteRequestFormProps) {
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  const { submit, pending } = useSubmit();

  const request = async () => {
    setError(undefined);
    setSent(undefined);
    const answer = await submit<{ message: string }>('POST', deskApi('auth/invite', locale), {});
    if (answer.ok) setSent(answer.data.message);
    else setError(answer.message ?? texts.failed);
  };

  return (
    <div className="grid gap-4">
      <Button
        type="button"
        variant="outline"
        disabled={pending}
        onClick={request}
        className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-fit"
      >
        <Mail aria-hidden="true" />
        {pending ? texts.sending : texts.submit}
      </Button>
      <CeremonyStatus progress={sent} error={error} />
    </div>
  );
}
