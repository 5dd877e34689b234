'use client';

import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';

interface SignOutButtonProps {
  label: string;
  failedText: string;
  signInHref: string;
}

export function SignOutButton({ label, failedText, signInHref }: SignOutButtonProps) {
  const [failed, setFailed] = useState(false);
  const { submit, pending } = useSubmit();

  const signOut = async () => {
    setFailed(false);
    if ((await submit('POST', '/api/studio/security/sign-out')).ok) {
      window.location.assign(signInHref);
    } else {
      setFailed(true);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={signOut}
        disabled={pending}
        title={label}
        className="header-control disabled:opacity-50 sm:w-auto sm:gap-2 sm:px-4 sm:text-sm sm:font-medium"
      >
        <LogOut aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </button>
      {failed && (
        <p
          role="alert"
          className="fixed inset-x-4 top-20 z-50 rounded-lg border border-destructive bg-card p-3 text-sm text-destructive shadow-lifted sm:right-6 sm:left-auto sm:w-80"
        >
          {failedText}
        </p>
      )}
    </>
  );
}
