'use client';

import { localizedPath, otherLocale } from '@/i18n/routing';
import { useLocale, usePathname } from '@/i18n/navigation';
import { rememberLanguage } from '@/lib/preferences';
import { cx } from '@/lib/class-names';

interface LanguageToggleProps {
  /** Accessible name, written in the other language ("Ver esta página en español"). */
  label: string;
  className?: string;
}

/**
 * Shows the other language's code and opens this same page in that language. It is a plain link
 * (a full page load) because every word on the page, and the document language, changes.
 */
export function LanguageToggle({ label, className }: LanguageToggleProps) {
  const locale = useLocale();
  const pathname = usePathname();
  const target = otherLocale(locale);

  return (
    <a
      href={localizedPath(target, pathname)}
      hrefLang={target}
      lang={target}
      aria-label={label}
      title={label}
      onClick={() => rememberLanguage(target)}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-full border border-border text-xs font-semibold tracking-wider uppercase transition-colors hover:bg-muted',
        className,
      )}
    >
      {target.toUpperCase()}
    </a>
  );
}
