'use client';

import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useSubmit } from '@/components/forms/use-submit';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { leadEndpoints } from '../config';
import type { LeadKind } from '../options';
import type { LeadReceipt } from '../receipt';
import { fill } from '@/lib/fill-placeholders';
import { type LeadsCopy } from './copy';

export type SubmissionStatus =
  { kind: 'idle' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

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
  // The language also goes in the address: the server may refuse an upload before reading fields.
  upload?: (values: T) => FormData;
  /** The thank-you for what was sent: `text` names `{email}`; the confirmation line ends it. */
  thanks: (values: T) => { title: string; text: string; notes?: string[] };
}

export function useLeadForm<T extends FieldValues>({
  kind,
  locale,
  copy,
  resolver,
  defaultValues,
  upload,
  thanks,
}: LeadFormOptions<T>) {
  const form = useForm<T>({ resolver, defaultValues });
  const { submit: send } = useSubmit(form);
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'idle' });
  const [sent, setSent] = useState<Thanks>();

  /** Sends the answers; true once the studio has them. */
  async function submit(values: T): Promise<boolean> {
    setStatus({ kind: 'idle' });
    const sent = await send<LeadReceipt | null>(
      'POST',
      upload ? `${leadEndpoints[kind]}?locale=${locale}` : leadEndpoints[kind],
      upload ? upload(values) : { ...values, locale },
    );
    if (sent.ok && sent.data) {
      const { title, text, notes = [] } = thanks(values);
      const email = String(values.email);
      setSent({ title, lines: [fill(text, { email }), ...notes, copy.confirmation] });
      return true;
    }
    if (sent.ok) return false;
    const { error, message } = sent;
    if (!error) {
      setStatus({ kind: 'failed', message: copy.status.network });
    } else if (error.status >= 500 || !message) {
      setStatus({ kind: 'failed', message: fill(copy.status.server, { email: site.email }) });
    } else {
      const known = Object.keys(form.getValues());
      const field = Object.keys(error.fieldErrors).find((name) => known.includes(name));
      if (field) form.setFocus(field as Path<T>);
      setStatus({ kind: 'failed', message: fill(copy.status.rejected, { message }) });
    }
    return false;
  }

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
