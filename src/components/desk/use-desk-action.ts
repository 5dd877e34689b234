'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSubmit } from '@/components/forms/use-submit';
import { deskPath } from '@/config/desk';
import { localizedPath, type Locale } from '@/i18n/routing';
import { deskApi } from '@/lib/desk-address';
import type { ActionMessage } from './action-message';

type Method = 'POST' | 'PATCH' | 'DELETE';

// Refreshes or opens the answer's page (`follow`); an answer ending this session goes to sign-in.
export function useDeskAction<V extends FieldValues = FieldValues>(
  locale: Locale,
  failedText: string,
  form?: UseFormReturn<V>,
) {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const { submit, pending } = useSubmit(form);
  const [message, setMessage] = useState<ActionMessage>();

  const run = async (
    method: Method,
    path: string,
    body: unknown,
    doneText: string,
    { follow = false } = {},
  ) => {
    setMessage(undefined);
    const sent = await submit<{ signedOut?: boolean; url?: string }>(
      method,
      deskApi(path, locale),
      body,
    );
    if (!sent.ok) {
      setMessage({ kind: 'error', text: sent.message ?? failedText });
      return false;
    }
    if (sent.data?.signedOut) {
      window.location.assign(localizedPath(locale, deskPath.signIn));
    } else if (follow && sent.data?.url) {
      window.location.assign(sent.data.url);
    } else {
      setMessage({ kind: 'done', text: doneText });
      startTransition(() => router.refresh());
    }
    return true;
  };

  return { run, pending: pending || refreshing, message, setMessage };
}
