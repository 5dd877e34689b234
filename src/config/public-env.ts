// next.config.ts sets NEXT_PUBLIC_SITE_URL from the validated SITE_URL: each build bakes it in.
export const publicEnv = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
};

export function absoluteUrl(pathname: string): string {
  if (pathname === '/' || pathname === '') return publicEnv.siteUrl;
  return `${publicEnv.siteUrl}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}
