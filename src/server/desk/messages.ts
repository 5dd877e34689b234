import 'server-only';
import en from '@messages/en/studio.json';
import type { Locale } from '@/i18n/routing';
import { deskTranslator } from '@/lib/desk-translator';
import { HttpError } from '@/server/http/errors';
import type { SchemaIssue } from '@/server/http/validation';

type Screens = (typeof en)['Studio'];
export type ErrorScreen = {
  [S in keyof Screens]: Screens[S] extends { errors: object } ? S : never;
}[keyof Screens];

type Values = Record<string, string | number>;

export function deskText(locale: Locale, key: string, values?: Values): string {
  return deskTranslator(locale)(key as never, values as never);
}

export function screenError(
  status: number,
  locale: Locale,
  screen: ErrorScreen,
  key: string,
  values?: Values,
): HttpError {
  return new HttpError(status, deskText(locale, `${screen}.errors.${key}`, values));
}

// A form's schema names its problems by key; keys the screen does not know read as "invalid".
export function describeScreenIssue(screen: ErrorScreen) {
  return (locale: Locale, issue: SchemaIssue): string => {
    const known = Object.keys(en.Studio[screen].errors);
    const key = known.includes(issue.message) ? issue.message : 'invalid';
    return deskText(locale, `${screen}.errors.${key}`, { max: String(issue.maximum ?? '') });
  };
}
