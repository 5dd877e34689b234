export const deskPath = {
  today: '/studio',
  week: '/studio/week',
  signIn: '/studio/sign-in',
  enroll: '/studio/enroll',
  bookings: '/studio/bookings',
  leads: '/studio/leads',
  subscribers: '/studio/subscribers',
  newsletter: '/studio/newsletter',
  articles: '/studio/articles',
  analytics: '/studio/analytics',
  daysOff: '/studio/days-off',
  calendars: '/studio/calendars',
  erase: '/studio/erase',
  settings: '/studio/settings',
  security: '/studio/security',
} as const;

// `[name]` stands for any value; a test matches this to the app folder, as the proxy 404s the rest.
export const deskPageRoutes: readonly string[] = [
  ...Object.values(deskPath),
  '/studio/bookings/[id]',
  '/studio/leads/[id]',
  '/studio/articles/[id]',
];

export const publicDeskPages: readonly string[] = [deskPath.signIn, deskPath.enroll];

// Answered without a session: sign-in, enrollment, link requests and the token-guarded calendar.
export const publicDeskApis: readonly string[] = [
  '/api/studio/auth/registration/options',
  '/api/studio/auth/registration/verify',
  '/api/studio/auth/authentication/options',
  '/api/studio/auth/authentication/verify',
  '/api/studio/auth/invite',
  '/api/studio/calendar.ics',
];

// `__Host-` needs Secure; browsers count http://localhost as secure, and WebAuthn needs it anyway.
export const SESSION_COOKIE = '__Host-studio-session';
export const CEREMONY_COOKIE = '__Host-studio-ceremony';

// The proxy tells desk pages their own address, which a redirect to sign-in brings back after.
export const DESK_PATH_HEADER = 'x-marlowe-desk-path';

export function isDeskPath(page: string): boolean {
  return page === deskPath.today || page.startsWith(`${deskPath.today}/`);
}

function matchesRoute(route: string, page: string): boolean {
  const routeSegments = route.split('/');
  const pageSegments = page.split('/');
  return (
    routeSegments.length === pageSegments.length &&
    routeSegments.every(
      (segment, index) =>
        segment === pageSegments[index] || (/^\[\w+\]$/.test(segment) && pageSegments[index]),
    )
  );
}

export function isDeskPage(page: string): boolean {
  return deskPageRoutes.some((route) => matchesRoute(route, page));
}
