'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, apiRequest, type HttpMethod } from '@/lib/api-client';

export type Submission<R> =
  | { ok: true; data: R }
  /** `error` is absent when no answer came (the network); `message` is the server's own words. */
  | { ok: false; error?: ApiError; message?: string };

/** Given the form, the server's refusals of single fields land on those fields. */
export function useSubmit<V extends FieldValues = FieldValues>(form?: UseFormReturn<V>) {
  const [pending, setPending] = useState(false);

  async function submit<R = unknown>(
    method: HttpMethod,
    url: string,
    body?: unknown,
  ): Promise<Submission<R>> {
    setPending(true);
    try {
      const response = await apiRequest(method, url, body);
      const json = response.headers.get('content-type')?.includes('application/json');
      return { ok: true, data: (json ? await response.json() : undefined) as R };
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : undefined;
      if (form && error) {
        const fields = Object.keys(form.getValues());
        for (const [field, text] of Object.entries(error.fieldErrors)) {
          if (fields.includes(field)) form.setError(field as Path<V>, { message: text });
        }
      }
      return { ok: false, error, message: error?.serverMessage };
    } finally {
      setPending(false);
    }
  }

  return { submit, pending };
}
