'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { deskPath } from '@/config/desk';
import { localizedPath, type Locale } from '@/i18n/routing';
import { apiRequest, ApiError } from '@/lib/api-client';
import { deskApi } from './passkey-ceremony';

type Method = 'POST' | 'PATCH' | 'DELETE';
export type ActionMessage = { kind: 'done' | 'error'; text: string } | undefined;

// Runs a desk API call, then shows the fresh server data, or opens the page the answer names
// (`follow`); an answer that ended this very session goes to the sign-in page.
export function useDeskAction(locale: Locale, failedText: string) {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessage>();

  const run = async (
    method: Method,
    path: string,
    body: unknown,
    doneText: string,
    { follow = false } = {},
  ) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const response = await apiRequest(method, deskApi(path, locale), body);
      const answer = await response.json();
      if (answer.signedOut) {
        window.location.assign(localizedPath(locale, deskPath.signIn));
        return true;
      }
      if (follow) {
        window.location.assign(answer.url);
        return true;
      }
      setMessage({ kind: 'done', text: doneText });
      startTransition(() => router.refresh());
      return true;
    } catch (failure) {
      const text = failure instanceof ApiError ? failure.serverMessage : undefined;
      setMessage({ kind: 'error', text: text ?? failedText });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, pending: busy || refreshing, message };
}
