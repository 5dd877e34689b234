import { createTranslator } from 'next-intl';
import en from '@messages/en/blog.json';
import es from '@messages/es/blog.json';
import type { Locale } from '@/i18n/routing';

const messages = { en, es } as const;

type ApiKey = Exclude<keyof (typeof en)['Newsletter']['api'], 'errors'>;
type FieldKey = keyof (typeof en)['Newsletter']['api']['errors'];

export function newsletterApiText(locale: Locale, key: ApiKey): string {
  return createTranslator({ locale, messages: messages[locale], namespace: 'Newsletter.api' })(key);
}

const fieldKeys: readonly string[] = [
  'email',
  'firstName',
  'lastName',
  'source',
  'language',
  'article',
] satisfies FieldKey[];

export function describeSubscriptionIssue(
  locale: Locale,
  issue: { path: readonly PropertyKey[]; code?: string },
): string {
  const field = String(issue.path[0] ?? '');
  const key = (
    issue.code === 'unrecognized_keys' || !fieldKeys.includes(field) ? 'unknownField' : field
  ) as FieldKey;
  return createTranslator({
    locale,
    messages: messages[locale],
    namespace: 'Newsletter.api.errors',
  })(key);
}
