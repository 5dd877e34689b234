import { NextResponse, type NextRequest } from 'next/server';
import { DESK_PATH_HEADER, isDeskPath, publicDeskPages, SESSION_COOKIE } from '@/config/desk';
import { defaultLocale, isLocale, pathWithoutLocale } from '@/i18n/routing';
import { signInAddress } from '@/lib/desk-address';

export const DESK_ROBOTS = 'noindex, nofollow';

export function isDeskRequest(pathname: string): boolean {
  return isDeskPath(pathWithoutLocale(pathname));
}

// Spares the render when no session cookie is sent; pages still check the session themselves.
export function routeDeskRequest(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  const page = pathWithoutLocale(pathname);
  if (!publicDeskPages.includes(page) && !request.cookies.has(SESSION_COOKIE)) {
    const segment = pathname.split('/')[1];
    const locale = isLocale(segment) ? segment : defaultLocale;
    return NextResponse.redirect(
      new URL(signInAddress(locale, pathname + search), request.url),
      307,
    );
  }
  request.headers.set(DESK_PATH_HEADER, pathname + search);
  return undefined;
}
