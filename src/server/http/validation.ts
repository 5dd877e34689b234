import type { Locale } from '@/i18n/routing';
import { HttpError } from './errors';
import { apiErrorMessage } from './locale';

export interface SchemaIssue {
  path: readonly PropertyKey[];
  code?: string;
  message: string;
  keys?: readonly string[];
  maximum?: number | bigint;
}

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
