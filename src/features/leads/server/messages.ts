import { createTranslator } from 'next-intl';
import en from '@messages/en/leads.json';
import es from '@messages/es/leads.json';
import type { Locale } from '@/i18n/routing';
import type { SchemaIssue } from '@/server/http/validation';
import { leadErrorKey } from '../field-rules';

const messages = { en, es } as const;

export function leadsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale], namespace: 'Leads' });
}

export function leadEmailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale], namespace: 'LeadEmail' });
}

type ApiKey = Exclude<keyof (typeof en)['LeadsApi'], 'received'>;

export function leadsApiText(
  locale: Locale,
  key: ApiKey | `received.${keyof (typeof en)['LeadsApi']['received']}`,
  values?: Record<string, string>,
): string {
  return createTranslator({ locale, messages: messages[locale], namespace: 'LeadsApi' })(
    key,
    values as never,
  );
}

export function describeLeadIssue(locale: Locale, issue: SchemaIssue): string {
  const key = leadErrorKey(issue);
  return leadsTranslator(locale)(`errors.${key}`, { max: String(issue.maximum ?? '') });
}
