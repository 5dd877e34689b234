import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import {
  LANGUAGE_STORAGE_KEY,
  defaultLocale,
  isLocale,
  localizedPath,
  routing,
} from '@/i18n/routing';

const handleLocaleRouting = createMiddleware(routing);

function hasLocalePrefix(pathname: string): boolean {
  const firstSegment = pathname.split('/')[1];
  return isLocale(firstSegment) && firstSegment !== defaultLocale;
}

export default function proxy(request: NextRequest) {
  const preferred = request.cookies.get(LANGUAGE_STORAGE_KEY)?.value;
  const { pathname, search } = request.nextUrl;

  // A visitor who chose another language with the language button keeps it on unprefixed URLs.
  if (isLocale(preferred) && preferred !== defaultLocale && !hasLocalePrefix(pathname)) {
    const target = request.nextUrl.clone();
    target.pathname = localizedPath(preferred, pathname);
    target.search = search;
    return NextResponse.redirect(target, 307);
  }

  return handleLocaleRouting(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (icons, images, feeds).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
