import type { Locale } from '@/i18n/routing';
import { HttpError } from './errors';
import { apiErrorMessage } from './locale';

/** The part of a zod issue the error texts are chosen from. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  code?: string;
  message: string;
  keys?: readonly string[];
  /** For a value that is too long: its limit. */
  maximum?: number | bigint;
}

/**
 * A 400 for a payload that failed its zod schema: a localized `message` and one localized
 * error per field (`errors.<field>`), the first issue of each field winning. Unknown keys are
 * reported under their own names.
 */
export function validationError(
  issues: readonly SchemaIssue[],
  locale: Locale,
  describe: (issue: SchemaIssue) => string,
): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const fields =
      issue.code === 'unrecognized_keys' && issue.keys?.length
        ? issue.keys
        : [issue.path.map(String).join('.') || '_root'];
    for (const field of fields) errors[field] ??= describe(issue);
  }
  return new HttpError(400, apiErrorMessage(locale, 'invalidInput'), { errors });
}
