import type http from 'node:http';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { refuseEarly } from './early-refusal';
import { apiErrorMessage, incomingLocale } from './locale';
import type { RequestHook } from './request-hook';

// A value Next.js's client never sends makes Next.js fail a dynamic page with a 500.
const routerHeaderChecks: Record<string, (value: string) => boolean> = {
  rsc: (value) => value === '1',
  'next-router-state-tree': (value) => {
    try {
      parseAndValidateFlightRouterState(value);
      return true;
    } catch {
      return false;
    }
  },
  'next-router-prefetch': (value) => value === '1' || value === '2' || value === '3',
  // A segment's path, and the page's own path for intercepting routes.
  'next-router-segment-prefetch': (value) => value.startsWith('/'),
  'next-url': (value) => value.startsWith('/'),
};

export function malformedRouterHeader(headers: http.IncomingHttpHeaders): string | undefined {
  return Object.keys(routerHeaderChecks).find((name) => {
    const value = headers[name];
    return value !== undefined && !routerHeaderChecks[name]!(String(value));
  });
}

export const refuseMalformedRouterHeaders: RequestHook = (_server, request, response) => {
  if (!malformedRouterHeader(request.headers)) return false;
  request.resume();
  refuseEarly(response, 400, apiErrorMessage(incomingLocale(request), 'malformedRequest'));
  return true;
};
