import 'server-only';
import type { z } from 'zod/mini';
import { SESSION_COOKIE } from '@/config/desk';
import type { Locale } from '@/i18n/routing';
import type { DatabaseHandle } from '@/server/db/client';
import { apiHandler } from '@/server/http/api-handler';
import { HttpError } from '@/server/http/errors';
import { passGuards, type Guards } from '@/server/http/guarded-route';
import { readJsonBody } from '@/server/http/json-body';
import { apiErrorMessage, requestLocale } from '@/server/http/locale';
import { validationError, type SchemaIssue } from '@/server/http/validation';
import { deskRateLimits } from '@/config/desk-limits';
import { readCookie } from './cookies';
import { deskErrorMessage } from './auth-messages';
import { findDeskSession, type DeskSession } from '@/server/desk/session-repository';

type RouteParams = Record<string, string>;

interface DeskRouteOptions<S extends z.ZodMiniType | undefined> {
  name: string;
  schema?: S;
  describeIssue?: (locale: Locale, issue: SchemaIssue) => string;
  rateLimit?: Guards['rateLimit'];
  /** A JSON body's limit, past the site's 32 KB (an article in both languages). */
  maxBodyBytes?: number;
}

export interface DeskRouteContext<T, P extends RouteParams = RouteParams> {
  request: Request;
  data: T;
  locale: Locale;
  database: DatabaseHandle;
  session: DeskSession;
  params: P;
  now: Date;
}

type Payload<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

type DeskRouteHandler = (
  request: Request,
  context?: { params: Promise<RouteParams> },
) => Promise<Response>;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

// Every browser sends Origin with a write, so one without it is not the desk's own page.
function assertDeskWriteOrigin(request: Request, locale: Locale): void {
  const origin = request.headers.get('origin');
  if (!origin && request.headers.get('sec-fetch-site') !== 'same-origin') {
    throw new HttpError(403, apiErrorMessage(locale, 'crossOrigin'));
  }
}

async function requestDeskSession(
  request: Request,
  database: DatabaseHandle,
  locale: Locale,
  now: Date,
): Promise<DeskSession> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const session = await findDeskSession(database.db, token, now);
  if (!session) throw new HttpError(401, deskErrorMessage(locale, 'signInRequired'));
  return session;
}

function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export function deskRoute<
  S extends z.ZodMiniType | undefined = undefined,
  P extends RouteParams = RouteParams,
>(
  options: DeskRouteOptions<S>,
  handler: (context: DeskRouteContext<Payload<S>, P>) => Promise<Response>,
): DeskRouteHandler {
  const { name, schema, describeIssue, rateLimit = deskRateLimits.desk, maxBodyBytes } = options;
  return (request, routeContext) =>
    apiHandler(async () => {
      const write = isWrite(request.method);
      if (write) assertDeskWriteOrigin(request, requestLocale(request));
      const guards = { name: `desk-${name}`, rateLimit, sameOrigin: write };
      const { locale, database } = await passGuards(request, guards);
      const now = new Date();
      const session = await requestDeskSession(request, database, locale, now);
      const params = ((await routeContext?.params) ?? {}) as P;
      let data: unknown;
      if (schema) {
        const input = write ? await readJsonBody(request, maxBodyBytes) : queryObject(request);
        const parsed = schema.safeParse(input);
        if (!parsed.success) {
          throw validationError(parsed.error.issues, locale, (issue) =>
            describeIssue ? describeIssue(locale, issue) : deskErrorMessage(locale, 'failed'),
          );
        }
        data = parsed.data;
      }
      return handler({ request, data: data as Payload<S>, locale, database, session, params, now });
    })(request);
}
