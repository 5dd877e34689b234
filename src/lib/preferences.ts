import { LANGUAGE_STORAGE_KEY, type Locale } from '@/i18n/routing';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

// Local storage for scripts, a cookie for the server.
export function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private modes); the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}
