import type { z } from 'zod/mini';
import type { Locale } from '@/i18n/routing';
import type { DatabaseHandle } from '@/server/db/client';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { apiHandler } from './api-handler';
import { clientAddress } from './client-address';
import { readJsonBody } from './json-body';
import { requestLocale } from './locale';
import { MultipartReader, type IncomingFile, type UploadLimits } from './multipart';
import { enforceRateLimit, rateLimiterFor, type RateLimit } from './rate-limit';
import { assertSameOrigin } from './same-origin';
import { validationError, type SchemaIssue } from './validation';

interface WriteRouteOptions<S extends z.ZodMiniType> {
  /** Names the route's rate-limit counters. */
  name: string;
  rateLimit: Omit<RateLimit, 'name'>;
  /** The payload's schema, the same one its form validates with. */
  schema: S;
  /** The visitor-facing text of one schema issue, in their language. */
  describeIssue: (locale: Locale, issue: SchemaIssue) => string;
  /** The payload field that names the visitor's language, if it carries one. */
  localeField?: string;
  /**
   * A field hidden from people that bots fill in. Such a request gets `decoy` (so the bot sees
   * nothing different) and nothing is kept.
   */
  honeypot?: { field: keyof z.output<S> & string; decoy: (locale: Locale) => Response };
}

interface UploadRouteOptions<S extends z.ZodMiniType> extends WriteRouteOptions<S> {
  /** A `multipart/form-data` body: text fields, then files, read as a stream within these limits. */
  upload: UploadLimits & {
    /** Fields that are lists even when they appear once (checkbox groups). */
    listFields?: readonly string[];
  };
}

export interface WriteContext<T> {
  request: Request;
  /** The payload, validated. */
  data: T;
  /** The visitor's language: the payload's own choice, else the request's. */
  locale: Locale;
  database: DatabaseHandle;
}

export interface UploadContext<T> extends WriteContext<T> {
  /** The uploaded files, streamed one after another; iterating it may throw an `HttpError`. */
  files: AsyncIterable<IncomingFile>;
}

type Handler = (request: Request) => Promise<Response>;

function fieldValue(body: unknown, field: string | undefined): unknown {
  return field && body && typeof body === 'object'
    ? (body as Record<string, unknown>)[field]
    : undefined;
}

/**
 * The one preamble of every route that accepts visitor input, in order: same origin (403),
 * rate limit per client (429), body (JSON, or a multipart stream; 413/415/400), language,
 * validation against the payload's schema (400 with a localized message per field), honeypot.
 * The handler receives the validated payload; any `HttpError` it throws becomes the response.
 */
export function writeRoute<S extends z.ZodMiniType>(
  options: UploadRouteOptions<S>,
  handler: (context: UploadContext<z.output<S>>) => Promise<Response>,
): Handler;
export function writeRoute<S extends z.ZodMiniType>(
  options: WriteRouteOptions<S>,
  handler: (context: WriteContext<z.output<S>>) => Promise<Response>,
): Handler;
export function writeRoute<S extends z.ZodMiniType>(
  options: WriteRouteOptions<S> & Partial<Pick<UploadRouteOptions<S>, 'upload'>>,
  handler: (context: UploadContext<z.output<S>>) => Promise<Response>,
): Handler {
  const { name, rateLimit, schema, describeIssue, localeField, honeypot, upload } = options;
  return apiHandler(async (request) => {
    assertSameOrigin(request, env.SITE_URL);
    const database = await getDatabase();
    await enforceRateLimit(
      rateLimiterFor(database, { name, ...rateLimit }),
      clientAddress(request, env.TRUST_PROXY),
      requestLocale(request),
    );

    const multipart = upload
      ? new MultipartReader(request, upload, requestLocale(request))
      : undefined;
    try {
      const body = multipart
        ? await multipart.readFields(upload?.listFields)
        : await readJsonBody(request);
      const locale = requestLocale(request, fieldValue(body, localeField));
      if (multipart) multipart.locale = locale;
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw validationError(parsed.error.issues, locale, (issue) => describeIssue(locale, issue));
      }
      if (honeypot && fieldValue(parsed.data, honeypot.field)) {
        await multipart?.discardRest();
        return honeypot.decoy(locale);
      }
      const files = multipart?.files() ?? (async function* () {})();
      return await handler({ request, data: parsed.data, locale, database, files });
    } catch (error) {
      // A refusal sent while the browser is still uploading must not reset the connection.
      await multipart?.discardRest();
      throw error;
    }
  });
}
