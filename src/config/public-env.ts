/**
 * Values that may reach the browser. `NEXT_PUBLIC_SITE_URL` is set from the validated
 * `SITE_URL` in next.config.ts, so it is baked into the build the pages were rendered with.
 */
export const publicEnv = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
};

/** An absolute address on the public site; the home page is the bare origin, without a slash. */
export function absoluteUrl(pathname: string): string {
  if (pathname === '/' || pathname === '') return publicEnv.siteUrl;
  return `${publicEnv.siteUrl}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}
