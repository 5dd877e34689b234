import path from 'node:path';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import {
  LANGUAGE_STORAGE_KEY,
  defaultLocale,
  hasLocalePrefix,
  isLocale,
  localizedPath,
  routing,
} from '@/i18n/routing';
import { DESK_ROBOTS, isDeskRequest, routeDeskRequest } from '@/server/http/desk-pages';
import { fileAddresses, isFileAddress } from '@/server/http/file-addresses';
import { publishedArticles } from '@/content/blog/published';
import { isLiveRender, LIVE_RENDER_HEADER } from '@/server/cache/live-render';
import { refuseMalformedPath } from '@/server/http/malformed-path';
import {
  internalNotFoundPath,
  isArticlePreview,
  movedArticleAddress,
  needsArticles,
  resolvePageAddress,
} from '@/server/http/page-addresses';
import { refusePageRequest } from '@/server/http/page-methods';
import { internalPagePath, pagePolicy } from '@/server/http/page-policy';
import { productionInlineHashes } from '@/server/http/inline-hashes';
import { resourceContentSecurityPolicy } from '@/server/http/security-headers';

const handleLocaleRouting = createMiddleware(routing);
const development = process.env.NODE_ENV === 'development';

const publicFiles = fileAddresses(path.join(process.cwd(), 'public'));

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const refused = refuseMalformedPath(pathname);
  if (refused) return refused;
  // API routes only come here for the path check; they answer their own methods.
  if (pathname.startsWith('/api/')) return NextResponse.next();

  const notAllowed = refusePageRequest(request);
  if (notAllowed) return notAllowed;
  if (pathname.startsWith('/_next/')) return NextResponse.next();
  if (isFileAddress(pathname, publicFiles)) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', resourceContentSecurityPolicy);
    return response;
  }

  // A visitor who chose another language with the language button keeps it on unprefixed URLs.
  const preferred = request.cookies.get(LANGUAGE_STORAGE_KEY)?.value;
  if (isLocale(preferred) && preferred !== defaultLocale && !hasLocalePrefix(pathname)) {
    const target = request.nextUrl.clone();
    target.pathname = localizedPath(preferred, pathname);
    target.search = search;
    return NextResponse.redirect(target, 307);
  }

  if (needsArticles(pathname)) await publishedArticles();
  const moved = movedArticleAddress(pathname);
  if (moved) {
    const target = request.nextUrl.clone();
    target.pathname = moved;
    return NextResponse.redirect(target, 308);
  }

  const address = resolvePageAddress(pathname);
  const desk = address.found && isDeskRequest(pathname);
  const signIn = desk ? routeDeskRequest(request) : undefined;
  if (signIn) return signIn;
  const internalPath = address.found ? internalPagePath(pathname) : internalNotFoundPath(address);
  const { policy, nonce } = pagePolicy(internalPath, productionInlineHashes(), {
    development,
    withoutNonce: isLiveRender(request.headers.get(LIVE_RENDER_HEADER)),
  });
  // Next.js puts the nonce from the request's policy on the scripts it renders.
  if (nonce) request.headers.set('Content-Security-Policy', policy);
  const response = address.found
    ? handleLocaleRouting(request)
    : NextResponse.rewrite(new URL(internalPath, request.url), {
        status: 404,
        request: { headers: request.headers },
      });
  response.headers.set('Content-Security-Policy', policy);
  if (desk || isArticlePreview(pathname)) response.headers.set('X-Robots-Tag', DESK_ROBOTS);
  return response;
}

export const config = {
  matcher: [
    // All but API routes (bodies beyond the proxy's 10 MB buffer) and static files,
    '/((?!api/|_next/static/).*)',
    // Those two as well when their path has a percent-encoding to check,
    '/(api|_next/static)/(.*%.*)',
    // and static-file addresses sent a request body, for the method check.
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'content-type' }] },
  ],
};
