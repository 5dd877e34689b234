import type { TestDetails } from '@playwright/test';
import type { Locale } from './site';

// An untagged test runs at desktop width only; playwright.config.ts picks the phone run by tag.
export const bothWidths = { tag: '@both-widths' } as const satisfies TestDetails;
export const phoneOnly = { tag: '@phone-only' } as const satisfies TestDetails;

/** A flow checked once in each language: English at desktop width, Spanish at phone width. */
export function oneWidthPerLanguage(locale: Locale): TestDetails {
  return locale === 'es' ? phoneOnly : {};
}

/** English at both widths, Spanish at desktop width: axe on a page's later states (errors, results). */
export function bothWidthsInEnglish(locale: Locale): TestDetails {
  return locale === 'en' ? bothWidths : {};
}
