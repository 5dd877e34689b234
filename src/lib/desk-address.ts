import { deskPath, isDeskPath, publicDeskPages } from '@/config/desk';
import { localizedPath, pathWithoutLocale, type Locale } from '@/i18n/routing';

const BASE = 'http://desk.invalid';

// Only a guarded desk page of this site: never another origin, never the sign-in page itself.
export function safeReturnPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return;
  if (!URL.canParse(next, BASE)) return;
  const url = new URL(next, BASE);
  if (url.origin !== BASE) return;
  const page = pathWithoutLocale(url.pathname);
  if (!isDeskPath(page) || publicDeskPages.includes(page)) return;
  return url.pathname + url.search;
}

export function signInAddress(locale: Locale, next?: string | null): string {
  const signIn = localizedPath(locale, deskPath.signIn);
  const back = safeReturnPath(next);
  return back ? `${signIn}?next=${encodeURIComponent(back)}` : signIn;
}

// The desk's API answers in the page's language, whatever the browser's own preference.
export function deskApi(path: string, locale: Locale): string {
  return `/api/studio/${path}?locale=${locale}`;
}
