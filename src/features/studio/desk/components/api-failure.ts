import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

// Puts the server's field refusals on the form's fields; returns the message for the whole form.
export function showApiFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  failure: unknown,
  fallback: string,
): string {
  const apiError = failure instanceof ApiError ? failure : undefined;
  for (const [field, text] of Object.entries(apiError?.fieldErrors ?? {})) {
    form.setError(field as Path<T>, { message: text });
  }
  return apiError?.serverMessage ?? fallback;
}
