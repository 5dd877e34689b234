'use client';

import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';

export interface SignOutTexts {
  label: string;
  failedText: string;
  signInHref: string;
}

export function SignOutButton({ texts, wide = false }: { texts: SignOutTexts; wide?: boolean }) {
  const [failed, setFailed] = useState(false);
  const { submit, pending } = useSubmit();

  const signOut = async () => {
    setFailed(false);
    if ((await submit('POST', '/api/studio/security/sign-out')).ok) {
      window.location.assign(texts.signInHref);
    } else {
      setFailed(true);
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={signOut}
        disabled={pending}
        className={wide ? 'min-h-12 w-full' : 'rounded-full'}
      >
        <LogOut aria-hidden="true" />
        {texts.label}
      </Button>
      {failed && (
        <p
          role="alert"
          className="fixed inset-x-4 top-20 z-50 rounded-lg border border-destructive bg-card p-3 text-sm text-destructive shadow-lifted sm:right-6 sm:left-auto sm:w-80"
        >
          {texts.failedText}
        </p>
      )}
    </>
  );
}
