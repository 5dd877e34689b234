'use client';

import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { ApiError, throwIfResNotOk } from '@/lib/api-client';
import { leadEndpoints } from '../config';
import type { LeadKind } from '../options';
import type { LeadReceipt } from '../receipt';
import { fill, type LeadsCopy } from './copy';

export type SubmissionStatus =
  | { kind: 'idle' }
  /** The form's own check found problems: the fields say which. */
  | { kind: 'invalid' }
  /** Nothing was stored; `message` says why, in the visitor's language. */
  | { kind: 'failed'; message: string };

interface Thanks {
  title: string;
  lines: string[];
}

interface LeadFormOptions<T extends FieldValues> {
  kind: LeadKind;
  locale: Locale;
  copy: LeadsCopy;
  resolver: Resolver<T> & { preload: () => void };
  defaultValues: DefaultValues<T>;
  /** Sends the answers; JSON to the kind's endpoint unless given. */
  post?: (values: T) => Promise<Response>;
  /** The thank-you for what was sent: `text` names `{email}`; the confirmation line ends it. */
  thanks: (values: T) => { title: string; text: string; notes?: string[] };
}

export function useLeadForm<T extends FieldValues>({
  kind,
  locale,
  copy,
  resolver,
  defaultValues,
  post = (values) =>
    fetch(leadEndpoints[kind], {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ ...values, locale }),
    }),
  thanks,
}: LeadFormOptions<T>) {
  const form = useForm<T>({ resolver, defaultValues });
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'idle' });
  const [sent, setSent] = useState<Thanks>();

  function fail(error: unknown) {
    if (!(error instanceof ApiError)) {
      setStatus({ kind: 'failed', message: copy.status.network });
    } else if (error.status >= 500 || !error.serverMessage) {
      setStatus({ kind: 'failed', message: fill(copy.status.server, { email: site.email }) });
    } else {
      const known = Object.keys(form.getValues());
      const fields = Object.entries(error.fieldErrors).filter(([field]) => known.includes(field));
      for (const [field, message] of fields) form.setError(field as Path<T>, { message });
      if (fields[0]) form.setFocus(fields[0][0] as Path<T>);
      setStatus({
        kind: 'failed',
        message: fill(copy.status.rejected, { message: error.serverMessage }),
      });
    }
  }

  /** Sends the answers; true once the studio has them. */
  async function submit(values: T): Promise<boolean> {
    setStatus({ kind: 'idle' });
    try {
      const response = await post(values);
      await throwIfResNotOk(response);
      const receipt = (await response.json()) as LeadReceipt | null;
      if (!receipt) return false;
      const { title, text, notes = [] } = thanks(values);
      const email = String(values.email);
      setSent({ title, lines: [fill(text, { email }), ...notes, copy.confirmation] });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  /** Runs a check that needs the validation code, telling the visitor if it could not load. */
  function guard(check: Promise<unknown>) {
    check.catch(() => setStatus({ kind: 'failed', message: copy.status.network }));
  }

  return {
    kind,
    form,
    copy,
    status,
    pending: form.formState.isSubmitting,
    sent,
    submit,
    guard,
    onInvalid: () => setStatus({ kind: 'invalid' }),
    preload: resolver.preload,
  };
}

export type LeadFormState<T extends FieldValues> = ReturnType<typeof useLeadForm<T>>;
