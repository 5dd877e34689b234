'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { site } from '@/config/site';
import { ApiError, throwIfResNotOk } from '@/lib/api-client';
import type { LeadReceipt } from '../receipt';
import { fill, type LeadsCopy } from './copy';

export type SubmissionStatus =
  | { kind: 'idle' }
  /** The form's own check found problems: the fields say which. */
  | { kind: 'invalid' }
  /** Nothing was stored; `message` says why, in the visitor's language. */
  | { kind: 'failed'; message: string };

/**
 * Sends a lead and reads the answer. A refusal puts the server's messages on their fields and
 * focuses the first; any failure (network, 4xx, 5xx) is told in the visitor's language, and the
 * form keeps everything typed.
 */
export function useLeadSubmission<T extends FieldValues>(form: UseFormReturn<T>, copy: LeadsCopy) {
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'idle' });

  async function send(request: () => Promise<Response>): Promise<LeadReceipt | undefined> {
    setStatus({ kind: 'idle' });
    try {
      const response = await request();
      await throwIfResNotOk(response);
      return (await response.json()) as LeadReceipt;
    } catch (error) {
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
      return undefined;
    }
  }

  /** Runs a check that needs the validation code, telling the visitor if it could not load. */
  function guard(check: Promise<unknown>) {
    check.catch(() => setStatus({ kind: 'failed', message: copy.status.network }));
  }

  return { status, send, guard, onInvalid: () => setStatus({ kind: 'invalid' }) };
}
