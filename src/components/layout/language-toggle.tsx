'use client';

import { useSyncExternalStore, type MouseEvent } from 'react';
import { localizedPath, otherLocale } from '@/i18n/routing';
import { useLocale, usePathname } from '@/i18n/navigation';
import { rememberLanguage } from '@/lib/preferences';
import { cx } from '@/lib/class-names';

interface LanguageToggleProps {
  label: string;
  className?: string;
}

// A prerendered page cannot know the query and fragment (`?q=agents#faq`).
function addressSuffix(): string {
  return window.location.search + window.location.hash;
}

function subscribeToAddress(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

// A full page load: every word on the page, and the document language, changes.
export function LanguageToggle({ label, className }: LanguageToggleProps) {
  const locale = useLocale();
  const pathname = usePathname();
  const target = otherLocale(locale);
  const page = localizedPath(target, pathname);
  const suffix = useSyncExternalStore(subscribeToAddress, addressSuffix, () => '');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(target);
    // The address may have changed without an event (a search typed into the page): read it now.
    event.currentTarget.href = page + addressSuffix();
  };

  return (
    <a
      href={page + suffix}
      hrefLang={target}
      lang={target}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cx('header-control text-xs font-semibold tracking-wider uppercase', className)}
    >
      {target.toUpperCase()}
    </a>
  );
}
