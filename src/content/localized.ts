import type { z } from 'zod';
import { locales, type Locale } from '@/i18n/routing';

export type Localized<T> = Record<Locale, T>;

// Validated on load, so a malformed entry fails the build instead of reaching a visitor.
export function defineLocalizedContent<S extends z.ZodType>(
  schema: S,
  content: Localized<z.input<S>>,
): Localized<z.output<S>> {
  return Object.fromEntries(
    locales.map((locale) => {
      const result = schema.safeParse(content[locale]);
      if (!result.success) {
        throw new Error(`Invalid ${locale} content: ${result.error.message}`);
      }
      return [locale, result.data];
    }),
  ) as Localized<z.output<S>>;
}
